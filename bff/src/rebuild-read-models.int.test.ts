import { catalogue, createPostgresLogEventStore } from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { createTestDatabase } from '@rushes/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rebuildReadModels } from './rebuild-read-models.ts';
import { readModelProjections } from './slices/index.ts';
import { startTestBff, type TestBff } from './slices/test-bff.fixture.ts';

const createWorkspace = `mutation ($input: CreateWorkspaceInput!) {
  createWorkspace(input: $input) { workspace { id } } }`;
const createProject = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id rootFolder { id } } } }`;
const createFolder = `mutation ($input: CreateFolderInput!) {
  createFolder(input: $input) { folder { id } } }`;

/** Every row of every read-model table, in a stable order. */
async function snapshot(pool: pg.Pool) {
  const db = createDb(pool);
  const tables = readModelProjections.flatMap((projection) => projection.tables);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const result = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} order by id`.execute(db);
    rows[table] = result.rows;
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
    for (const name of ['Night Shoot', 'Pickups']) {
      const input = { workspaceId, name, managerId: me };
      const project = await bff.gql(as, createProject, { input });
      const rootId = project.data?.createProject.project.rootFolder.id;
      const day = await bff.gql(as, createFolder, { input: { parentId: rootId, name: 'Day 1' } });
      const dayId = day.data?.createFolder.folder.id;
      await bff.gql(as, createFolder, { input: { parentId: dayId, name: 'Camera A' } });
    }
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
      expect(await snapshot(rebuilt)).toEqual(before);
    } finally {
      await store.close();
      await rebuilt.end();
      await live.end();
      await fresh.drop();
    }
  });
});
