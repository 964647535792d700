import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPostgresLogEventStore } from '../store/postgres-log.event-store.ts';
import { durableConsumersContract } from './durable-consumers.contract.ts';

const { databaseUrl } = inject('services');
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
});
afterAll(async () => {
  await database?.drop();
});

durableConsumersContract('PostgreSQL log', async () => {
  const pool = new pg.Pool({ connectionString: database.url });
  pool.on('error', () => {});
  const store = await createPostgresLogEventStore({ pool, schema: uniqueName('log') });
  return {
    store,
    async cleanup() {
      await store.close();
      await pool.end();
    },
  };
});
