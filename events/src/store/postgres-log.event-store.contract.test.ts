import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { eventStoreContract } from './event-store.contract.ts';
import { createPostgresLogEventStore } from './postgres-log.event-store.ts';

const { databaseUrl } = inject('services');
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
});
afterAll(async () => {
  await database?.drop();
});

// Each test gets a log of its own: a fresh schema in this file's database.
eventStoreContract('PostgreSQL log', async () => {
  const pool = new pg.Pool({ connectionString: database.url });
  // pg-pool's end() resolves before its sockets close; the database's forced drop can still
  // reach one of them, which must not surface as an unhandled error.
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
