import { catalogue, createPostgresLogEventStore, rebuildProjections } from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { createTestDatabase } from '@rushes/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { projectionsOf } from '../../slice.ts';
import { assetsProjection } from '../assets/asset.projection.ts';
import { slices } from '../index.ts';
import { startTestBff, type TestBff } from '../test-bff.fixture.ts';
import {
  cancelUploadMutation,
  createProject,
  startUpload,
  uploadFile,
} from '../uploads/upload.fixture.ts';
import { jobsProjection } from './job.projection.ts';
import { appendJobEvents, jobEvents } from './transcoder.fixture.ts';

const tables = [...assetsProjection.tables, ...jobsProjection.tables];

async function snapshot(pool: pg.Pool) {
  const db = createDb(pool);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    // every table's first column is its key (`id`, or the project a row is about)
    rows[table] = (await sql`select * from ${sql.table(table)} order by 1`.execute(db)).rows;
  }
  return rows;
}

describe('media read models', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff();
    const me = await bff.gql(bff.adminToken, '{ currentUser { id } }');
    const { rootId } = await createProject(bff, me.data?.currentUser.id, 'Rebuilt');
    const done = await uploadFile(bff, bff.adminToken, rootId, {
      filename: 'Take.mov',
      bytes: Buffer.from('frames'),
    });
    const jobId = fromGlobalId(done.job.id).id;
    const versionId = fromGlobalId(done.version.id).id;
    const prefix = `projects/p/assets/a/${versionId}/`;
    await appendJobEvents(bff.services, jobId, [
      jobEvents.started(jobId, versionId),
      jobEvents.probed(jobId, versionId),
      jobEvents.levelPublished(jobId, versionId, prefix),
      jobEvents.progress(jobId, 70),
    ]);
    await appendJobEvents(bff.services, jobId, [
      jobEvents.levelPublished(jobId, versionId, prefix),
      jobEvents.completed(jobId, versionId, prefix),
    ]);
    const cancelled = await startUpload(bff, bff.adminToken, {
      folderId: rootId,
      filename: 'x.mov',
      size: 1,
    });
    await bff.gql(bff.adminToken, cancelUploadMutation, { input: { uploadId: cancelled.id } });
  });
  afterAll(() => bff?.close());

  it('come back equal when the log is replayed', async () => {
    const live = new pg.Pool({ connectionString: bff.databaseUrl });
    const fresh = await createTestDatabase(inject('services').databaseUrl);
    const rebuilt = new pg.Pool({ connectionString: fresh.url });
    const store = await createPostgresLogEventStore({ pool: live });
    try {
      const db = createDb(rebuilt);
      await migrateToLatest(db);
      const projections = projectionsOf(slices);
      await rebuildProjections({ pool: rebuilt, db, store, catalogue, projections });
      const before = await snapshot(live);
      expect(before.version?.[0]).toMatchObject({ levels: [{ name: '270p' }], probed: true });
      expect(before.upload).toHaveLength(2);
      expect(await snapshot(rebuilt)).toEqual(before);
    } finally {
      await store.close();
      await rebuilt.end();
      await live.end();
      await fresh.drop();
    }
  });
});
