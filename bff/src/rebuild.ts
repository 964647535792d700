import {
  catalogue,
  connectJetStreamEventStore,
  createPostgresLogEventStore,
  type EventStore,
} from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { exitOnStartFailure } from '@rushes/runtime';
import pg from 'pg';
import { ConfigError, loadConfig } from './config.ts';
import { rebuildReadModels } from './rebuild-read-models.ts';

/**
 * `npm run projections:rebuild`: with DATABASE_URL (and NATS_URL for the JetStream log; without
 * it, the log table in that database), empties the read models and replays the log into them.
 * Stop the BFFs first: the rebuild waits for their projection runners.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(['DATABASE_URL is required: the database whose read models to rebuild']);
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl });
  const db = createDb(pool);
  const store: EventStore = config.natsUrl
    ? await connectJetStreamEventStore({ servers: config.natsUrl })
    : await createPostgresLogEventStore({ pool });
  try {
    const seq = await rebuildReadModels({ pool, db, store, catalogue });
    console.log(`read models rebuilt from the log up to seq ${seq}`);
  } finally {
    await store.close();
    await db.destroy();
  }
}

main().catch(exitOnStartFailure);
