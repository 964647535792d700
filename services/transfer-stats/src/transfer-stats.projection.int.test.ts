import { randomUUID } from 'node:crypto';
import type {
  Actor,
  AssetVersionAdded,
  Commit,
  DownloadRequested,
  StoredEvent,
} from '@rushes/events';
import { catalogue } from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { createTestDatabase } from '@rushes/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { transferStatsProjection, uploadOf } from './transfer-stats.projection.ts';

const ada: Actor = { kind: 'user', id: randomUUID() };
const link: Actor = { kind: 'link', id: randomUUID() };
const machine: Actor = { kind: 'token', id: randomUUID() };
const projectA = randomUUID();
const projectB = randomUUID();

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let db: ReturnType<typeof createDb>;
let seq = 0;

beforeAll(async () => {
  database = await createTestDatabase(inject('services').databaseUrl);
  pool = new pg.Pool({ connectionString: database.url });
  db = createDb(pool);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

function versionAdded(projectId: string, filename: string, size: number): AssetVersionAdded {
  const assetId = randomUUID();
  return {
    type: 'asset.version_added',
    data: {
      ...{ assetId, versionId: randomUUID(), projectId, folderId: randomUUID(), number: 1 },
      ...{ filename, size, mimetype: 'video/mp4', sourceKey: `k/${assetId}`, jobId: null },
    },
  };
}

function commitOf(
  event: AssetVersionAdded | DownloadRequested,
  actor: Actor,
  at: string,
): Commit<StoredEvent> {
  const meta = { actor, commandId: randomUUID(), correlationId: 'c', causationId: null, at };
  seq += 1;
  const stream =
    event.type === 'download.requested'
      ? `download.${event.data.id}`
      : `asset.${event.data.assetId}`;
  return { seq, stream, meta: { ...meta, clientIp: null }, events: [catalogue.encode(event)] };
}

/** Applies commits as the runner does, in one transaction. */
async function apply(...commits: Commit<StoredEvent>[]) {
  await db.transaction().execute(async (trx) => {
    for (const commit of commits) {
      for (const stored of commit.events) {
        if (!('apply' in transferStatsProjection)) throw new Error('expected apply');
        await transferStatsProjection.apply(trx, catalogue.decode(stored, commit.meta), commit);
      }
    }
  });
}

const days = () =>
  db
    .selectFrom('transferDay')
    .select(['projectId', sql<string>`day::text`.as('day'), 'bytesUp', 'bytesDown', 'count'])
    .orderBy('projectId')
    .orderBy('day')
    .execute();

/** Rows in the order `days()` reads them: by project, then day. */
const byProject = <Row extends { projectId: string; day: string }>(rows: Row[]) =>
  rows.toSorted((x, y) => x.projectId.localeCompare(y.projectId) || x.day.localeCompare(y.day));

describe('transfer statistics projection', () => {
  it('records an upload per new version and totals per project and UTC day', async () => {
    const upload = versionAdded(projectA, 'a.mov', 1000);
    await apply(
      commitOf(upload, ada, '2026-11-20T09:00:00.000Z'),
      commitOf(versionAdded(projectA, 'b.mov', 2500), link, '2026-11-20T23:59:59.000Z'),
      commitOf(versionAdded(projectA, 'c.mov', 7), ada, '2026-11-21T00:00:00.000Z'),
      commitOf(versionAdded(projectB, 'd.wav', 40), ada, '2026-11-20T12:00:00.000Z'),
    );
    const transfers = await db.selectFrom('transfer').selectAll().orderBy('createdAt').execute();
    expect(transfers.map((row) => row.filename)).toEqual(['a.mov', 'd.wav', 'b.mov', 'c.mov']);
    expect(transfers[0]).toMatchObject({
      id: upload.data.versionId,
      projectId: projectA,
      direction: 'upload',
      bytes: '1000',
      status: 'completed',
      actorId: ada.id,
      fromLink: false,
      createdAt: new Date('2026-11-20T09:00:00.000Z'),
    });
    expect(transfers[2]).toMatchObject({ actorId: link.id, fromLink: true });
    expect(await days()).toEqual(
      byProject([
        { projectId: projectA, day: '2026-11-20', bytesUp: '3500', bytesDown: '0', count: 2 },
        { projectId: projectA, day: '2026-11-21', bytesUp: '7', bytesDown: '0', count: 1 },
        { projectId: projectB, day: '2026-11-20', bytesUp: '40', bytesDown: '0', count: 1 },
      ]),
    );
  });

  it("records what an API token moved as the token's, neither a person's nor a visitor's", async () => {
    const download: DownloadRequested = {
      type: 'download.requested',
      data: { id: randomUUID(), projectId: projectA, name: 'A001.mov', fileCount: 1, bytes: 5 },
    };
    await apply(commitOf(download, machine, '2026-11-24T08:00:00.000Z'));
    const row = await db
      .selectFrom('transfer')
      .selectAll()
      .where('id', '=', download.data.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ actorId: machine.id, fromLink: false, fromToken: true });
  });

  it('records a download, a zip of several files as one transfer, in the downloads column', async () => {
    const zip: DownloadRequested = {
      type: 'download.requested',
      data: { id: randomUUID(), projectId: projectB, name: 'Day 1.zip', fileCount: 3, bytes: 900 },
    };
    await apply(commitOf(zip, link, '2026-11-23T10:00:00.000Z'));
    const row = await db
      .selectFrom('transfer')
      .selectAll()
      .where('id', '=', zip.data.id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      direction: 'download',
      filename: 'Day 1.zip',
      fileCount: 3,
      bytes: '900',
      actorId: link.id,
      fromLink: true,
    });
    const day = (await days()).find(
      (entry) => entry.projectId === projectB && entry.day === '2026-11-23',
    );
    expect(day).toEqual({
      projectId: projectB,
      day: '2026-11-23',
      bytesUp: '0',
      bytesDown: '900',
      count: 1,
    });
  });

  it('counts a transfer once, however often its event comes', async () => {
    const commit = commitOf(versionAdded(projectB, 'e.wav', 60), ada, '2026-11-22T08:00:00.000Z');
    await apply(commit);
    await apply(commit);
    const day = (await days()).find(
      (row) => row.projectId === projectB && row.day === '2026-11-22',
    );
    expect(day).toMatchObject({ bytesUp: '60', count: 1 });
  });
});

describe('uploadOf', () => {
  it('takes the actor, the day and the version id from the commit and the event', () => {
    const event = versionAdded(projectA, 'f.mov', 5);
    const meta = {
      actor: { kind: 'system' } as const,
      commandId: 'x',
      correlationId: 'y',
      causationId: null,
      at: '2026-01-31T23:30:00.000+00:00',
      clientIp: null,
    };
    expect(uploadOf(event.data, meta)).toEqual({
      id: event.data.versionId,
      projectId: projectA,
      direction: 'upload',
      filename: 'f.mov',
      bytes: 5,
      status: 'completed',
      day: '2026-01-31',
      createdAt: meta.at,
      actorId: null,
      fromLink: false,
      fromToken: false,
    });
  });
});
