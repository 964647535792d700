import { randomUUID } from 'node:crypto';
import { startTestBff, type TestBff } from '@rushes/bff/testing';
import { catalogue, createPostgresLogEventStore } from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { createTestDatabase } from '@rushes/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readModels, rebuildReadModels } from './read-models.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;
const saveFolderUser = `mutation ($input: SaveFolderUserInput!) {
  saveFolderUser(input: $input) { folderUser { isInherited } } }`;
const saveProjectUser = `mutation ($input: SaveProjectUserInput!) {
  saveProjectUser(input: $input) { projectUser { supervisor } } }`;
const removeFolderUser = `mutation ($input: RemoveFolderUserInput!) {
  removeFolderUser(input: $input) { removedUserId } }`;
const saveWorkspaceUser = `mutation ($input: SaveWorkspaceUserInput!) {
  saveWorkspaceUser(input: $input) { workspaceUser { isAdmin } } }`;
const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) { link { id } } }`;
const updateLink = `mutation ($input: UpdateLinkInput!) {
  updateLink(input: $input) { link { id } } }`;
const deleteLink = `mutation ($input: DeleteLinkInput!) {
  deleteLink(input: $input) { deletedId } }`;
const deleteUser = `mutation ($input: DeleteUserInput!) {
  deleteUser(input: $input) { deletedUserId } }`;
const createApiToken = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { apiToken { id } } }`;
const revokeApiToken = `mutation ($input: RevokeApiTokenInput!) {
  revokeApiToken(input: $input) { revokedApiTokenId } }`;
const defineCustomField = `mutation ($input: DefineCustomFieldInput!) {
  defineCustomField(input: $input) { customField { id } } }`;
const changeCustomField = `mutation ($input: ChangeCustomFieldInput!) {
  changeCustomField(input: $input) { customField { id } } }`;

/** The uuid a global id names. */
const uuidOf = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1] ?? '';

/**
 * A clip with a value of the field, straight into the log (an upload's version would reach the
 * transfer statistics, which only the rebuild runs here).
 */
async function appendValuedClip(
  bff: TestBff,
  ids: { projectId: string; folderId: string; fieldId: string },
) {
  const [projectId, folderId, fieldId] = [ids.projectId, ids.folderId, ids.fieldId].map(uuidOf);
  const assetId = randomUUID();
  const events = [
    {
      type: 'asset.created',
      data: { id: assetId, projectId, folderId, name: 'A001.mov', type: 'Video' },
    },
    {
      type: 'asset.custom_values_set',
      data: { assetId, values: [{ fieldId, value: { type: 'TEXT', value: 'Harbour Wall' } }] },
    },
  ].map((event) => bff.services.catalogue.encode(event));
  const meta = {
    ...{ actor: { kind: 'system' } as const, commandId: randomUUID(), correlationId: 'rebuild' },
    ...{ causationId: null, at: new Date().toISOString(), clientIp: null },
  };
  const { seq } = await bff.services.store.append(`asset.${assetId}`, events, {
    expectedSeq: 0,
    meta,
  });
  await bff.services.checkpoints.waitFor(['search'], seq, 10_000);
}

/**
 * A comment of each kind of author straight into the log: a user's as it was first written
 * (comment.added v2, upcast on the way), a share link's visitor's, and an API token's.
 */
async function appendComments(bff: TestBff, userId: string, tokenId: string) {
  const on = () => ({ projectId: randomUUID(), assetId: randomUUID(), versionId: randomUUID() });
  const text = { parentId: null, text: 'Warmer here', start: 12, end: null };
  const visitor = { kind: 'visitor', linkId: randomUUID(), visitId: randomUUID(), email: null };
  const comments = [
    { version: 2, actor: { kind: 'user', id: userId } as const, author: { authorId: userId } },
    {
      version: 3,
      actor: { kind: 'link', id: visitor.linkId } as const,
      author: { author: visitor },
    },
    {
      version: 5,
      actor: { kind: 'token', id: tokenId } as const,
      author: { author: { kind: 'token', tokenId }, annotation: null },
    },
  ];
  let seq = 0;
  for (const { version, actor, author } of comments) {
    const id = randomUUID();
    const event = { type: 'comment.added', version, data: { id, ...on(), ...text, ...author } };
    const meta = {
      ...{ actor, commandId: randomUUID(), correlationId: 'rebuild', causationId: null },
      ...{ at: new Date().toISOString(), clientIp: null },
    };
    seq = (await bff.services.store.append(`comment.${id}`, [event], { expectedSeq: 0, meta })).seq;
  }
  await bff.services.checkpoints.waitFor(['comments'], seq, 10_000);
}

/** Every row of every read-model table, in a stable order. */
async function snapshot(pool: pg.Pool) {
  const db = createDb(pool);
  const tables = readModels.flatMap((projection) => projection.tables);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

describe('projections:rebuild', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff();
    const as = bff.adminToken;
    const me = (await bff.gql(as, '{ currentUser { id } }')).data?.currentUser.id;
    const workspace = await bff.gql(as, createWorkspace, { input: { name: 'Features' } });
    const workspaceId = workspace.data?.createWorkspace.workspace.id;
    const vic = await bff.addUser('Vic Viewer', 'vic@rushes.test');
    const member = Buffer.from(`User:${vic.userId}`).toString('base64');
    for (const name of ['Night Shoot', 'Pickups']) {
      const input = { workspaceId, name, managerId: me };
      const project = await bff.gql(as, createProject, { input });
      const rootId = project.data?.createProject.project.rootFolder.id;
      const day = await bff.gql(as, createFolder, { input: { parentId: rootId, name: 'Day 1' } });
      const dayId = day.data?.createFolder.folder.id;
      await bff.gql(as, createFolder, { input: { parentId: dayId, name: 'Camera A' } });
      const projectId = project.data?.createProject.project.id;
      const entry = { folderId: dayId, userId: member, allowedTo: { download: true } };
      await bff.gql(as, saveFolderUser, { input: entry });
      await bff.gql(as, saveFolderUser, { input: { ...entry, folderId: rootId } });
      await bff.gql(as, removeFolderUser, { input: { folderId: rootId, userId: member } });
      await bff.gql(as, saveProjectUser, {
        input: { projectId, userId: member, roleId: 'editor' },
      });
      const link = await bff.gql(as, createLink, {
        input: { projectId, name: `${name} for the client`, folderIds: [dayId] },
      });
      const linkId = link.data?.createLink.link.id;
      const watermark = { text: 'CONFIDENTIAL', position: 'CENTER' };
      await bff.gql(as, updateLink, {
        input: { id: linkId, hasPassword: true, password: 'secret', hasWatermark: true, watermark },
      });
      if (name === 'Pickups') await bff.gql(as, deleteLink, { input: { id: linkId } });
      else {
        const field = await bff.gql(as, defineCustomField, {
          input: { workspaceId, name: 'Location', type: 'TEXT' },
        });
        const fieldId = field.data?.defineCustomField.customField.id;
        await appendValuedClip(bff, { projectId, folderId: dayId, fieldId });
        await bff.gql(as, changeCustomField, { input: { id: fieldId, name: 'Place' } });
      }
    }
    await bff.gql(as, saveWorkspaceUser, { input: { workspaceId, userId: member, isAdmin: true } });
    const gone = await bff.addUser('Gus Gone', 'gus@rushes.test');
    const goneId = Buffer.from(`User:${gone.userId}`).toString('base64');
    await bff.gql(as, deleteUser, { input: { userId: goneId } });
    const token = async (name: string, scopes: string[]) =>
      (await bff.gql(as, createApiToken, { input: { workspaceId, name, scopes } })).data
        ?.createApiToken.apiToken.id as string;
    const [, tokenId = ''] = Buffer.from(await token('Bin sync', ['comments:write']), 'base64')
      .toString()
      .split(':');
    await bff.gql(as, revokeApiToken, { input: { id: await token('Spare', ['events:read']) } });
    await appendComments(bff, vic.userId, tokenId);
  });
  afterAll(() => bff?.close());

  it('replays the whole log into fresh tables equal to the live ones', async () => {
    const live = new pg.Pool({ connectionString: bff.databaseUrl });
    const fresh = await createTestDatabase(inject('services').databaseUrl);
    const rebuilt = new pg.Pool({ connectionString: fresh.url });
    const store = await createPostgresLogEventStore({ pool: live });
    try {
      const seq = await rebuildReadModels({
        pool: rebuilt,
        db: createDb(rebuilt),
        store,
        catalogue,
      });
      expect(seq).toBe(await store.headSeq());
      const before = await snapshot(live);
      expect(before.folder).toHaveLength(6);
      expect(before.folder_permission).toHaveLength(2);
      expect(before.project_member).toHaveLength(2);
      expect(before.workspace_admin).toHaveLength(1);
      const comments = (before.comment ?? []).map((row) => JSON.parse(String(row)));
      expect(comments.filter((comment) => comment.createdBy !== null)).toHaveLength(1);
      expect(comments.filter((comment) => comment.authorLinkId !== null)).toHaveLength(1);
      expect(comments.filter((comment) => comment.authorTokenId !== null)).toHaveLength(1);
      const tokens = (before.api_token ?? []).map((row) => JSON.parse(String(row)));
      expect(tokens.map((token) => token.revokedAt !== null).sort()).toEqual([false, true]);
      const users = (before.app_user ?? []).map((row) => JSON.parse(String(row)));
      expect(users.filter((user) => user.deletedAt !== null)).toHaveLength(1);
      // what search finds: the people, both projects with their folders, the links
      const found = (before.search_document ?? []).map((row) => JSON.parse(String(row)).kind);
      // a project's root folder is found as the project itself
      expect(found.filter((kind) => kind === 'folder')).toHaveLength(4);
      expect(found.filter((kind) => kind === 'project')).toHaveLength(2);
      expect(found).toContain('user');
      // and the clip by its custom value
      expect(before.search_custom_value).toHaveLength(1);
      const clip = (before.search_document ?? [])
        .map((row) => JSON.parse(String(row)))
        .find((document) => document.kind === 'asset');
      expect(clip.custom.place[0]).toMatchObject({ name: 'Place', text: 'Harbour Wall' });
      expect(await snapshot(rebuilt)).toEqual(before);
    } finally {
      await store.close();
      await rebuilt.end();
      await live.end();
      await fresh.drop();
    }
  });
});

/**
 * Tables that hold state rather than a view of the log: sessions and visits, download grants,
 * codes sent by text message, API tokens' and stream keys' secrets, positions, the log itself;
 * the chain of custody, which records what the log held when it read it (decision 0119);
 * webhooks' secrets, deliveries and their queue's position (decision 0118); and when pages last
 * followed a review session (decision 0146).
 */
const notReadModels = new Set([
  'projection_checkpoint',
  'custody_chain',
  'custody_cursor',
  'webhook_secret',
  'webhook_cursor',
  'webhook_replay',
  'webhook_delivery',
  'webhook_delivery_attempt',
  'webhook_health',
  'api_token_secret',
  'live_key_secret',
  'session',
  'visit',
  'failed_attempt',
  'sms_code',
  'download',
  'refresh_token',
  'setup_token',
  'password_reset_token',
  'invite_token',
  'sso_transaction',
  'review_session_presence',
  'kysely_migration',
  'kysely_migration_lock',
]);

describe('the read models the rebuild replays', () => {
  it('cover every table the migrations create, so none is left out of a rebuild', async () => {
    const database = await createTestDatabase(inject('services').databaseUrl);
    const pool = new pg.Pool({ connectionString: database.url });
    const db = createDb(pool);
    try {
      await migrateToLatest(db);
      const { rows } = await sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      `.execute(db);
      const rebuilt = new Set(readModels.flatMap((projection) => projection.tables));
      const missing = rows.map(({ name }) => name).filter((name) => !notReadModels.has(name));
      expect(missing.filter((name) => !rebuilt.has(name))).toEqual([]);
      expect(missing.length).toBeGreaterThan(10);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
