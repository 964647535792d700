import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { StoreUnderTest } from './event-store.contract.ts';
import { connectJetStreamEventStore } from './jetstream.event-store.ts';
import { createPostgresLogEventStore } from './postgres-log.event-store.ts';

/** A JetStream store on a stream, subjects and bucket no other test uses. */
export async function jetStreamStoreUnderTest(): Promise<StoreUnderTest> {
  const { natsUrl } = inject('services');
  const streamName = uniqueName('EVENTS');
  const kvBucket = uniqueName('names');
  const subjectPrefix = uniqueName('ev');
  const store = await connectJetStreamEventStore({
    servers: natsUrl,
    streamName,
    subjectPrefix,
    kvBucket,
  });
  return {
    store,
    async cleanup() {
      await store.close();
      const nc = await connect({ servers: natsUrl });
      const jsm = await jetstreamManager(nc);
      await Promise.all([streamName, `KV_${kvBucket}`].map((name) => jsm.streams.delete(name)));
      await nc.close();
    },
  };
}

/**
 * PostgreSQL-log stores for the tests of one file: the file gets a database, each test a log of
 * its own (a fresh schema in it).
 */
export function postgresLogStoresUnderTest(): () => Promise<StoreUnderTest> {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(inject('services').databaseUrl);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return async () => {
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
  };
}
