import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectJetStreamEventStore } from '../store/jetstream.event-store.ts';
import { createPostgresLogEventStore } from '../store/postgres-log.event-store.ts';
import { handleCommandContract } from './handle-command.contract.ts';

const { databaseUrl, natsUrl } = inject('services');
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
});
afterAll(async () => {
  await database?.drop();
});

handleCommandContract('the PostgreSQL log', async () => {
  const pool = new pg.Pool({ connectionString: database.url });
  const store = await createPostgresLogEventStore({ pool, schema: uniqueName('log') });
  return {
    store,
    async cleanup() {
      await store.close();
      await pool.end();
    },
  };
});

handleCommandContract('JetStream', async () => {
  const [streamName, kvBucket] = [uniqueName('EVENTS'), uniqueName('names')];
  const store = await connectJetStreamEventStore({
    servers: natsUrl,
    streamName,
    subjectPrefix: uniqueName('ev'),
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
});
