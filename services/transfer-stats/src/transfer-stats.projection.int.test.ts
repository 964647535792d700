import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type AssetEvent,
  type Commit,
  catalogue,
  createCheckpointWatcher,
  createPostgresLogEventStore,
  type DownloadEvent,
  type DownloadRequested,
  type EventMeta,
  rebuildProjections,
  type StoredEvent,
} from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { createTestDatabase } from '@rushes/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { transferStatsProjection, uploadOf } from './transfer-stats.projection.ts';
import { startTransferStats } from './transfer-stats.ts';

const ada: Actor = { kind: 'user', id: randomUUID() };
const link: Actor = { kind: 'link', id: randomUUID() };
const machine: Actor = { kind: 'token', id: randomUUID() };
const rushes: Actor = { kind: 'system' };
const projectA = randomUUID();
const projectB = randomUUID();

type Db = ReturnType<typeof createDb>;

/** A migrated database of its own. */
async function openDatabase() {
  const database = await createTestDatabase(inject('services').databaseUrl);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = createDb(pool);
  await migrateToLatest(db);
  return {
    pool,
    db,
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

let site: Awaited<ReturnType<typeof openDatabase>>;
let db: Db;
let seq = 0;

beforeAll(async () => {
  site = await openDatabase();
  db = site.db;
});

afterAll(async () => {
  await site?.close();
});

/** An upload's ids and file, in a project. */
function anUpload(projectId: string, filename: string, size: number) {
  return { assetId: randomUUID(), versionId: randomUUID(), projectId, filename, size };
}
type Upload = ReturnType<typeof anUpload>;

const folderId = randomUUID();

function started(upload: Upload, via: 'web' | 'fast' = 'web'): AssetEvent {
  const { assetId, versionId, projectId, filename, size } = upload;
  return {
    type: 'asset.upload_started',
    data: {
      ...{ assetId, versionId, projectId, folderId, filename, size, contentType: 'video/mp4' },
      ...{ storageKey: `k/${versionId}`, multipartId: 'm', partSize: 8, partCount: 1, via },
    },
  };
}

function versionAdded(upload: Upload): AssetEvent {
  const { assetId, versionId, projectId, filename, size } = upload;
  return {
    type: 'asset.version_added',
    data: {
      ...{ assetId, versionId, projectId, folderId, number: 1, filename, size },
      ...{ mimetype: 'video/mp4', sourceKey: `k/${versionId}`, jobId: null },
    },
  };
}

const failed = ({ assetId, versionId, size }: Upload): AssetEvent => ({
  type: 'asset.upload_failed',
  data: { assetId, versionId, reason: 'size', storedSize: size - 1 },
});

const cancelled = ({ assetId, versionId }: Upload): AssetEvent => ({
  type: 'asset.upload_cancelled',
  data: { assetId, versionId },
});

function requested(projectId: string, name: string, fileCount: number, bytes: number) {
  const data = { id: randomUUID(), projectId, name, fileCount, bytes, via: 'web' as const };
  return { type: 'download.requested', data } satisfies DownloadRequested;
}

const streamed = (
  { data: { id } }: DownloadRequested,
  outcome: 'completed' | 'stopped' | 'failed',
): DownloadEvent => ({ type: 'download.streamed', data: { id, outcome } });

const streamOf = (event: AssetEvent | DownloadEvent) =>
  event.type.startsWith('download.')
    ? `download.${(event.data as { id: string }).id}`
    : `asset.${(event.data as { assetId: string }).assetId}`;

const metaOf = (actor: Actor, at: string): EventMeta => ({
  ...{ actor, commandId: randomUUID(), correlationId: 'c', causationId: null },
  ...{ at, clientIp: null },
});

function commitOf(
  event: AssetEvent | DownloadEvent,
  actor: Actor,
  at: string,
): Commit<StoredEvent> {
  seq += 1;
  const events = [catalogue.encode(event)];
  return { seq, stream: streamOf(event), meta: metaOf(actor, at), events };
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

const transferOf = (id: string) =>
  db.selectFrom('transfer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const dayOfProject = (projectId: string, day: string) =>
  db
    .selectFrom('transferDay')
    .select(['projectId', sql<string>`day::text`.as('day'), 'bytesUp', 'bytesDown', 'count'])
    .where('projectId', '=', projectId)
    .where(sql`day`, '=', day)
    .executeTakeFirst();

describe('an upload, from its start to its end', () => {
  it('starts under way with its declared bytes, and completes with its duration', async () => {
    const upload = anUpload(projectA, 'A001.mov', 1000);
    await apply(commitOf(started(upload), ada, '2026-11-20T23:59:00.000Z'));
    expect(await transferOf(upload.versionId)).toMatchObject({
      projectId: projectA,
      direction: 'upload',
      filename: 'A001.mov',
      bytes: '1000',
      status: 'started',
      kind: 'web',
      durationMs: null,
      actorId: ada.id,
      fromLink: false,
      createdAt: new Date('2026-11-20T23:59:00.000Z'),
      updatedAt: new Date('2026-11-20T23:59:00.000Z'),
    });
    // begun on its day, its bytes not yet moved
    expect(await dayOfProject(projectA, '2026-11-20')).toMatchObject({ bytesUp: '0', count: 1 });

    await apply(commitOf(versionAdded(upload), ada, '2026-11-21T00:01:30.250Z'));
    expect(await transferOf(upload.versionId)).toMatchObject({
      status: 'completed',
      durationMs: '150250',
      createdAt: new Date('2026-11-20T23:59:00.000Z'),
      updatedAt: new Date('2026-11-21T00:01:30.250Z'),
    });
    // its bytes count on the day it started, where it is listed
    expect(await dayOfProject(projectA, '2026-11-20')).toMatchObject({
      bytesUp: '1000',
      count: 1,
    });
    expect(await dayOfProject(projectA, '2026-11-21')).toBeUndefined();
  });

  it('fails when its finalise is refused, moving no bytes', async () => {
    const upload = anUpload(projectB, 'Short.mov', 100);
    await apply(
      commitOf(started(upload), link, '2026-11-22T10:00:00.000Z'),
      commitOf(failed(upload), link, '2026-11-22T10:00:04.000Z'),
    );
    expect(await transferOf(upload.versionId)).toMatchObject({
      status: 'failed',
      durationMs: '4000',
      bytes: '100',
      actorId: link.id,
      fromLink: true,
    });
    expect(await dayOfProject(projectB, '2026-11-22')).toMatchObject({ bytesUp: '0', count: 1 });
  });

  it('is cancelled by its uploader, or by Rushes when left unfinished, and stays so', async () => {
    const mine = anUpload(projectB, 'Mine.mov', 10);
    const left = anUpload(projectB, 'Left.mov', 20);
    await apply(
      commitOf(started(mine), ada, '2026-11-23T10:00:00.000Z'),
      commitOf(started(left), ada, '2026-11-23T11:00:00.000Z'),
      commitOf(cancelled(mine), ada, '2026-11-23T10:01:00.000Z'),
      commitOf(cancelled(left), rushes, '2026-11-30T11:00:00.000Z'),
    );
    expect(await transferOf(mine.versionId)).toMatchObject({
      status: 'cancelled',
      durationMs: '60000',
      actorId: ada.id,
    });
    // swept a week on: the uploader stays who moved it, the end is the sweep's
    expect(await transferOf(left.versionId)).toMatchObject({
      status: 'cancelled',
      durationMs: String(7 * 24 * 3600 * 1000),
      actorId: ada.id,
      updatedAt: new Date('2026-11-30T11:00:00.000Z'),
    });
    await apply(commitOf(cancelled(mine), ada, '2026-11-24T10:00:00.000Z'));
    expect(await transferOf(mine.versionId)).toMatchObject({ durationMs: '60000' });
    expect(await dayOfProject(projectB, '2026-11-23')).toMatchObject({ bytesUp: '0', count: 2 });
  });

  it('says how its bytes travel: fast from the start that says so, web before starts said', async () => {
    const fast = anUpload(projectA, 'Fast.mov', 5);
    const old = anUpload(projectA, 'Old.mov', 6);
    const { via: _via, ...v1 } = started(old).data as { via: string };
    const oldStart: Commit<StoredEvent> = {
      ...commitOf(started(old), ada, '2026-11-24T08:00:00.000Z'),
      events: [{ type: 'asset.upload_started', version: 1, data: v1 }],
    };
    await apply(commitOf(started(fast, 'fast'), ada, '2026-11-24T08:00:00.000Z'), oldStart);
    expect(await transferOf(fast.versionId)).toMatchObject({ kind: 'fast' });
    expect(await transferOf(old.versionId)).toMatchObject({ kind: 'web' });
  });

  it('is recorded from its version alone when the log holds no start, its duration unknown', async () => {
    const upload = anUpload(projectA, 'Seeded.mov', 7);
    await apply(commitOf(versionAdded(upload), machine, '2026-11-25T00:00:00.000Z'));
    expect(await transferOf(upload.versionId)).toMatchObject({
      status: 'completed',
      kind: 'web',
      durationMs: null,
      actorId: machine.id,
      fromToken: true,
    });
    expect(await dayOfProject(projectA, '2026-11-25')).toMatchObject({ bytesUp: '7', count: 1 });
  });

  it('counts an upload once, however often its events come', async () => {
    const upload = anUpload(projectB, 'Twice.wav', 60);
    const start = commitOf(started(upload), ada, '2026-11-26T08:00:00.000Z');
    const done = commitOf(versionAdded(upload), ada, '2026-11-26T08:00:01.000Z');
    await apply(start, done);
    await apply(start, done);
    expect(await dayOfProject(projectB, '2026-11-26')).toMatchObject({ bytesUp: '60', count: 1 });
    expect(await transferOf(upload.versionId)).toMatchObject({ durationMs: '1000' });
  });
});

describe('a download', () => {
  it('counts its bytes when handed out; a single file stays started', async () => {
    const file = requested(projectA, 'A001.mov', 1, 5);
    await apply(commitOf(file, machine, '2026-11-27T08:00:00.000Z'));
    expect(await transferOf(file.data.id)).toMatchObject({
      direction: 'download',
      status: 'started',
      kind: 'web',
      durationMs: null,
      actorId: machine.id,
      fromLink: false,
      fromToken: true,
    });
    expect(await dayOfProject(projectA, '2026-11-27')).toEqual({
      projectId: projectA,
      day: '2026-11-27',
      bytesUp: '0',
      bytesDown: '5',
      count: 1,
    });
  });

  it('ends a zip as its stream did: cancelled when its reader left, then completed on a retry', async () => {
    const zip = requested(projectB, 'Day 1.zip', 3, 900);
    await apply(
      commitOf(zip, link, '2026-11-28T10:00:00.000Z'),
      commitOf(streamed(zip, 'stopped'), rushes, '2026-11-28T10:00:30.000Z'),
    );
    expect(await transferOf(zip.data.id)).toMatchObject({
      filename: 'Day 1.zip',
      fileCount: 3,
      status: 'cancelled',
      durationMs: '30000',
      actorId: link.id,
      fromLink: true,
    });
    await apply(commitOf(streamed(zip, 'completed'), rushes, '2026-11-28T10:02:00.000Z'));
    expect(await transferOf(zip.data.id)).toMatchObject({
      status: 'completed',
      durationMs: '120000',
    });
    expect(await dayOfProject(projectB, '2026-11-28')).toMatchObject({
      bytesDown: '900',
      count: 1,
    });
  });

  it('fails a zip whose file could not be read', async () => {
    const zip = requested(projectA, 'Day 2.zip', 2, 50);
    await apply(
      commitOf(zip, ada, '2026-11-29T10:00:00.000Z'),
      commitOf(streamed(zip, 'failed'), rushes, '2026-11-29T10:00:02.000Z'),
    );
    expect(await transferOf(zip.data.id)).toMatchObject({ status: 'failed', durationMs: '2000' });
  });
});

describe('uploadOf', () => {
  it('takes the actor, the day and the version id from the commit and the event', () => {
    const upload = anUpload(projectA, 'f.mov', 5);
    const event = versionAdded(upload);
    const meta = metaOf(rushes, '2026-01-31T23:30:00.000+00:00');
    expect(uploadOf(event.data as Parameters<typeof uploadOf>[0], meta)).toEqual({
      id: upload.versionId,
      projectId: projectA,
      direction: 'upload',
      filename: 'f.mov',
      bytes: 5,
      status: 'completed',
      kind: 'web',
      day: '2026-01-31',
      createdAt: meta.at,
      updatedAt: meta.at,
      actorId: null,
      fromLink: false,
      fromToken: false,
    });
  });
});

/** Every row of the transfer tables, in a stable order. */
async function snapshot(on: Db) {
  const transfers = await on.selectFrom('transfer').selectAll().orderBy('id').execute();
  const totals = await on
    .selectFrom('transferDay')
    .select(['projectId', sql<string>`day::text`.as('day'), 'bytesUp', 'bytesDown', 'count'])
    .orderBy('projectId')
    .orderBy('day')
    .execute();
  return { transfers, totals };
}

describe('replay', () => {
  it('gives the same rows as the live service', async () => {
    const live = await openDatabase();
    const replayed = await openDatabase();
    const store = await createPostgresLogEventStore({ pool: live.pool });
    const checkpoints = createCheckpointWatcher(live.pool);
    const service = startTransferStats({ ...live, store, catalogue });
    try {
      const done = anUpload(projectA, 'Done.mov', 1000);
      const refused = anUpload(projectA, 'Refused.mov', 200);
      const dropped = anUpload(projectB, 'Dropped.mov', 300);
      const swept = anUpload(projectB, 'Swept.mov', 400);
      const zip = requested(projectB, 'Day 1.zip', 2, 700);
      const file = requested(projectA, 'A001.mov', 1, 1000);
      const story: [AssetEvent | DownloadEvent, Actor, string][] = [
        [started(done), ada, '2026-11-20T09:00:00.000Z'],
        [started(refused, 'fast'), ada, '2026-11-20T09:00:01.000Z'],
        [started(dropped), link, '2026-11-20T23:59:59.000Z'],
        [started(swept), machine, '2026-11-21T00:00:00.000Z'],
        [versionAdded(done), ada, '2026-11-20T09:05:00.000Z'],
        [failed(refused), ada, '2026-11-20T09:06:00.000Z'],
        [cancelled(dropped), link, '2026-11-21T00:10:00.000Z'],
        [zip, link, '2026-11-21T08:00:00.000Z'],
        [file, ada, '2026-11-21T08:00:05.000Z'],
        [streamed(zip, 'stopped'), rushes, '2026-11-21T08:01:00.000Z'],
        [streamed(zip, 'completed'), rushes, '2026-11-21T08:03:00.000Z'],
        [cancelled(swept), rushes, '2026-11-28T00:00:00.000Z'],
      ];
      // live: each commit as it comes, the service following
      let last = 0;
      for (const [event, actor, at] of story) {
        const stream = streamOf(event);
        const { lastSeq } = await store.readStream(stream);
        const appended = await store.append(stream, [catalogue.encode(event)], {
          expectedSeq: lastSeq,
          meta: metaOf(actor, at),
        });
        last = appended.seq;
        expect(await checkpoints.waitFor(['transfer-stats'], last, 10_000)).toBe(true);
      }
      const liveRows = await snapshot(live.db);
      expect(liveRows.transfers.map((row) => row.status).sort()).toEqual([
        'cancelled',
        'cancelled',
        'completed',
        'completed',
        'failed',
        'started',
      ]);

      const replayedTo = await rebuildProjections({
        ...replayed,
        store,
        catalogue,
        projections: [transferStatsProjection],
      });
      expect(replayedTo).toBe(last);
      expect(await snapshot(replayed.db)).toEqual(liveRows);
    } finally {
      await service.stop();
      await checkpoints.close();
      await store.close();
      await live.close();
      await replayed.close();
    }
  });
});
