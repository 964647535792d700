// The BFF reads what the transfer-statistics service writes: the test runs both, as the
// launcher does, and drives the BFF as a client would.
import { randomUUID } from 'node:crypto';
import { firstError, startTestBff, type TestBff } from '@rushes/bff/testing';
import {
  type Actor,
  type AssetUploadStarted,
  type CatalogueEvent,
  type CheckpointWatcher,
  catalogue,
  createCheckpointWatcher,
  createPostgresLogEventStore,
  type EventStore,
  type ProjectionRunner,
} from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { startTransferStats } from '@rushes/transfer-stats';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const createProject = `
  mutation ($input: CreateProjectInput!) {
    createProject(input: $input) { project { id rootFolder { id } } }
  }`;
const transfers = `
  query ($projectId: ID, $workspaceId: ID, $dateFrom: String!, $dateTo: String!) {
    transfers(projectId: $projectId, workspaceId: $workspaceId, dateFrom: $dateFrom, dateTo: $dateTo) {
      transfers {
        filename bytes direction kind fromLink status createdAt updatedAt duration
        createdBy { name } project { name }
      }
      days { day bytesUp bytesDown count project { name } }
      bytesPerDay { day bytesUp bytesDown }
      bytesUp bytesDown bytesTotal
    }
  }`;
const november = { dateFrom: '2026-11-01', dateTo: '2026-11-30' };

/** The uuid inside a global id. */
function uuidOf(globalId: string): string {
  const [, uuid] = Buffer.from(globalId, 'base64').toString('utf8').split(':');
  if (!uuid) throw new Error(`not a global id: ${globalId}`);
  return uuid;
}

let bff: TestBff;
let pool: pg.Pool;
let store: EventStore;
let service: ProjectionRunner;
let checkpoints: CheckpointWatcher;
let adminId: string;
let workspaceId: string;
let managerToken: string;
const projects: Record<string, { id: string; rootFolderId: string }> = {};

type RushesEvent = CatalogueEvent<typeof catalogue>;

/** Appends the events to their stream as one commit of `by` at `at`; waits for the statistics. */
async function append(stream: string, events: RushesEvent[], by: Actor, at: string) {
  const meta = { actor: by, commandId: randomUUID(), correlationId: 't', causationId: null, at };
  const { lastSeq } = await store.readStream(stream);
  const { seq } = await store.append(
    stream,
    events.map((event) => catalogue.encode(event)),
    {
      expectedSeq: lastSeq,
      meta: { ...meta, clientIp: null },
    },
  );
  expect(await checkpoints.waitFor(['transfer-stats'], seq, 10_000)).toBe(true);
}

/**
 * An upload as the asset decider records it: started at `at`, then ended `seconds` later,
 * finalised (the asset and its first version, one commit), failed or cancelled; or left under way.
 */
async function upload(
  projectName: string,
  filename: string,
  size: number,
  at: string,
  options: { by?: Actor; seconds?: number; end?: 'completed' | 'failed' | 'cancelled' | null } = {},
) {
  const { by = { kind: 'user', id: adminId }, seconds = 4, end = 'completed' } = options;
  const project = projects[projectName];
  if (!project) throw new Error(`no project ${projectName}`);
  const [projectId, folderId] = [uuidOf(project.id), uuidOf(project.rootFolderId)];
  const [assetId, versionId] = [randomUUID(), randomUUID()];
  const sourceKey = `projects/${projectId}/${assetId}`;
  const file = { assetId, versionId, projectId, folderId, filename, size };
  const started: AssetUploadStarted = {
    type: 'asset.upload_started',
    data: {
      ...{ ...file, contentType: 'video/mp4', storageKey: sourceKey },
      ...{ multipartId: 'm', partSize: 8, partCount: 1, via: 'web' },
    },
  };
  await append(`asset.${assetId}`, [started], by, at);
  if (end === null) return;
  const endAt = new Date(Date.parse(at) + seconds * 1000).toISOString();
  const ended: RushesEvent[] =
    end === 'completed'
      ? [
          {
            type: 'asset.created',
            data: { id: assetId, projectId, folderId, name: filename, type: 'Video' },
          },
          {
            type: 'asset.version_added',
            data: { ...file, number: 1, mimetype: 'video/mp4', sourceKey, jobId: null },
          },
        ]
      : end === 'failed'
        ? [
            {
              type: 'asset.upload_failed',
              data: { assetId, versionId, reason: 'size', storedSize: size - 1 },
            },
          ]
        : [{ type: 'asset.upload_cancelled', data: { assetId, versionId } }];
  await append(`asset.${assetId}`, ended, by, endAt);
}

beforeAll(async () => {
  bff = await startTestBff();
  const me = await bff.gql(bff.adminToken, '{ currentUser { id } workspaces { id } }');
  adminId = uuidOf(me.data?.currentUser.id);
  workspaceId = me.data?.workspaces[0].id;
  const manager = await bff.addUser('Mia Manager', 'mia@rushes.test');
  managerToken = await bff.tokenFor(manager);
  for (const [name, managerId] of [
    ['Feature', me.data?.currentUser.id],
    ['Short', Buffer.from(`User:${manager.userId}`).toString('base64')],
  ]) {
    const input = { workspaceId, managerId, name };
    const created = await bff.gql(bff.adminToken, createProject, { input });
    const project = created.data?.createProject.project;
    projects[name] = { id: project.id, rootFolderId: project.rootFolder.id };
  }
  // What `npm run start:transfer-stats` opens: its own connections to the same servers.
  pool = new pg.Pool({ connectionString: bff.databaseUrl, max: 4 });
  store = await createPostgresLogEventStore({ pool });
  checkpoints = createCheckpointWatcher(pool);
  service = startTransferStats({ pool, db: createDb(pool), store, catalogue });
  await upload('Feature', 'A001.mov', 1_500_000_000, '2026-11-20T10:00:00.000Z');
  await upload('Feature', 'A002.mov', 500, '2026-11-21T10:00:00.000Z');
  await upload('Short', 'B001.wav', 2_000, '2026-11-21T11:00:00.000Z');
  await upload('Feature', 'A003.mov', 99, '2026-12-01T00:00:00.000Z');
});

afterAll(async () => {
  await service?.stop();
  await checkpoints?.close();
  await store?.close();
  await pool?.end();
  await bff?.close();
});

describe('transfer statistics', () => {
  it("serves a project's uploads of the period through the BFF, newest first, with totals", async () => {
    const answer = await bff.gql(bff.adminToken, transfers, {
      projectId: projects.Feature?.id,
      ...november,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.transfers).toEqual({
      transfers: [
        {
          ...{ filename: 'A002.mov', bytes: 500, direction: 'UPLOAD', kind: 'WEB' },
          ...{ fromLink: false, status: 'completed', createdAt: '2026-11-21T10:00:00.000Z' },
          ...{ updatedAt: '2026-11-21T10:00:04.000Z', duration: 4000 },
          ...{ createdBy: { name: 'Admin' }, project: { name: 'Feature' } },
        },
        expect.objectContaining({ filename: 'A001.mov', bytes: 1_500_000_000 }),
      ],
      days: [
        {
          day: '2026-11-20',
          bytesUp: 1_500_000_000,
          bytesDown: 0,
          count: 1,
          project: { name: 'Feature' },
        },
        { day: '2026-11-21', bytesUp: 500, bytesDown: 0, count: 1, project: { name: 'Feature' } },
      ],
      bytesPerDay: [
        { day: '2026-11-20', bytesUp: 1_500_000_000, bytesDown: 0 },
        { day: '2026-11-21', bytesUp: 500, bytesDown: 0 },
      ],
      bytesUp: 1_500_000_500,
      bytesDown: 0,
      bytesTotal: 1_500_000_500,
    });
  });

  it("serves a workspace's projects, only those the viewer may see", async () => {
    const all = await bff.gql(bff.adminToken, transfers, { workspaceId, ...november });
    expect(all.data?.transfers.transfers.map((t: { filename: string }) => t.filename)).toEqual([
      'B001.wav',
      'A002.mov',
      'A001.mov',
    ]);
    expect(all.data?.transfers.bytesTotal).toBe(1_500_002_500);
    const mine = await bff.gql(managerToken, transfers, { workspaceId, ...november });
    expect(mine.data?.transfers).toMatchObject({
      transfers: [{ filename: 'B001.wav', project: { name: 'Short' } }],
      bytesUp: 2_000,
    });
    const notMine = await bff.gql(managerToken, transfers, {
      projectId: projects.Feature?.id,
      ...november,
    });
    expect(notMine.data?.transfers).toMatchObject({ transfers: [], days: [], bytesTotal: 0 });
  });

  it("keeps a project's transfers from its members who may not edit it", async () => {
    const member = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    const save = `mutation ($input: SaveProjectUserInput!) {
      saveProjectUser(input: $input) { projectUser { role { id } } } }`;
    const userId = Buffer.from(`User:${member.userId}`).toString('base64');
    const input = { projectId: projects.Feature?.id, userId, roleId: 'viewer' };
    expect((await bff.gql(bff.adminToken, save, { input })).errors).toBeUndefined();
    const asMember = await bff.gql(await bff.tokenFor(member), transfers, {
      projectId: projects.Feature?.id,
      ...november,
    });
    expect(asMember.data?.transfers).toMatchObject({ transfers: [], days: [], bytesTotal: 0 });
  });

  it('includes both days of the range', async () => {
    const answer = await bff.gql(bff.adminToken, transfers, {
      projectId: projects.Feature?.id,
      dateFrom: '2026-11-21',
      dateTo: '2026-12-01',
    });
    expect(answer.data?.transfers.transfers.map((t: { filename: string }) => t.filename)).toEqual([
      'A003.mov',
      'A002.mov',
    ]);
  });

  it("shows what a machine moved by its API token's name", async () => {
    const made = await bff.gql(
      bff.adminToken,
      `mutation ($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { apiToken { id } } }`,
      { input: { workspaceId, name: 'Render farm', scopes: ['assets:read'] } },
    );
    const tokenId = uuidOf(made.data?.createApiToken.apiToken.id);
    await upload('Short', 'B002.exr', 77, '2026-12-02T09:00:00.000Z', {
      by: { kind: 'token', id: tokenId },
    });
    const answer = await bff.gql(
      bff.adminToken,
      `query ($projectId: ID, $dateFrom: String!, $dateTo: String!) {
        transfers(projectId: $projectId, dateFrom: $dateFrom, dateTo: $dateTo) {
          transfers { filename createdBy { name } fromLink apiTokenName } } }`,
      { projectId: projects.Short?.id, dateFrom: '2026-12-02', dateTo: '2026-12-02' },
    );
    expect(answer.data?.transfers.transfers).toEqual([
      { filename: 'B002.exr', createdBy: null, fromLink: false, apiTokenName: 'Render farm' },
    ]);
  });

  it("serves each transfer's life, and the bytes per day over the workspace's projects", async () => {
    await upload('Feature', 'C001.mov', 100, '2026-12-05T10:00:00.000Z', { seconds: 6 });
    await upload('Feature', 'C002.mov', 50, '2026-12-05T11:00:00.000Z', { end: 'failed' });
    await upload('Short', 'D001.wav', 30, '2026-12-05T12:00:00.000Z', { end: 'cancelled' });
    await upload('Short', 'D002.wav', 40, '2026-12-05T13:00:00.000Z', { end: null });
    const zip = { id: randomUUID(), projectId: uuidOf(projects.Short?.id ?? '') };
    const admin: Actor = { kind: 'user', id: adminId };
    await append(
      `download.${zip.id}`,
      [
        {
          type: 'download.requested',
          data: { ...zip, name: 'Day 5.zip', fileCount: 2, bytes: 900, via: 'web' },
        },
      ],
      admin,
      '2026-12-06T08:00:00.000Z',
    );
    await append(
      `download.${zip.id}`,
      [{ type: 'download.streamed', data: { id: zip.id, outcome: 'stopped' } }],
      { kind: 'system' },
      '2026-12-06T08:00:30.000Z',
    );
    const answer = await bff.gql(bff.adminToken, transfers, {
      workspaceId,
      dateFrom: '2026-12-05',
      dateTo: '2026-12-06',
    });
    expect(answer.errors).toBeUndefined();
    const shown = answer.data?.transfers.transfers.map(
      (transfer: { filename: string; status: string; duration: number | null; kind: string }) => [
        transfer.filename,
        transfer.status,
        transfer.duration,
        transfer.kind,
      ],
    );
    expect(shown).toEqual([
      ['Day 5.zip', 'cancelled', 30_000, 'WEB'],
      ['D002.wav', 'started', null, 'WEB'],
      ['D001.wav', 'cancelled', 4000, 'WEB'],
      ['C002.mov', 'failed', 4000, 'WEB'],
      ['C001.mov', 'completed', 6000, 'WEB'],
    ]);
    expect(answer.data?.transfers.bytesPerDay).toEqual([
      { day: '2026-12-05', bytesUp: 100, bytesDown: 0 },
      { day: '2026-12-06', bytesUp: 0, bytesDown: 900 },
    ]);
    expect(answer.data?.transfers).toMatchObject({ bytesUp: 100, bytesDown: 900 });
  });

  it('is empty when neither a project nor a workspace is named', async () => {
    const answer = await bff.gql(bff.adminToken, transfers, november);
    expect(answer.data?.transfers).toEqual({
      transfers: [],
      days: [],
      bytesPerDay: [],
      bytesUp: 0,
      bytesDown: 0,
      bytesTotal: 0,
    });
  });

  it('refuses a date that is not a day written YYYY-MM-DD', async () => {
    const answer = await bff.gql(bff.adminToken, transfers, {
      workspaceId,
      dateFrom: '2026-11-31',
      dateTo: '2026-12-01',
    });
    expect(firstError(answer)).toEqual({
      code: 'VALIDATION_FAILED',
      data: { field: 'dateFrom', rule: 'date' },
    });
  });
});
