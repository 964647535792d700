import { createPostgresLogEventStore } from '@rushes/events';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { transcoderScenarios } from './transcoder.contract.ts';

const { databaseUrl } = inject('services');
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
});
afterAll(async () => {
  await database?.drop();
});

transcoderScenarios('the PostgreSQL log', async () => {
  const pool = new pg.Pool({ connectionString: database.url });
  pool.on('error', () => {});
  const schema = uniqueName('log');
  const store = await createPostgresLogEventStore({ pool, schema });
  return {
    store,
    open: () => createPostgresLogEventStore({ pool, schema }),
    async cleanup() {
      await store.close();
      await pool.end();
    },
  };
});
