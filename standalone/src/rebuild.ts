import { loadConfig, rebuildReadModels } from '@rushes/bff';
import { catalogue, createPostgresLogEventStore, rebuildProjections } from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { exitOnStartFailure, freeLoopbackPort } from '@rushes/runtime';
import { transferStatsProjection } from '@rushes/transfer-stats';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/**
 * `npm run projections:rebuild`: empties the read models and replays the whole log into them.
 * With DATABASE_URL it rebuilds a distributed deployment's database; otherwise the embedded
 * default's in RUSHES_DATA_DIR (stop `npm start` first: the data folder has one server at a time).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    await import('@rushes/bff/rebuild');
    return;
  }
  const database = await startEmbeddedPostgres(config.dataDir, await freeLoopbackPort());
  const pool = new pg.Pool({ connectionString: database.url });
  const db = createDb(pool);
  const store = await createPostgresLogEventStore({ pool });
  try {
    const seq = await rebuildReadModels({ pool, db, store, catalogue });
    const projections = [transferStatsProjection];
    await rebuildProjections({ pool, db, store, catalogue, projections });
    console.log(`read models rebuilt from the log up to seq ${seq}`);
  } finally {
    await store.close();
    await db.destroy();
    await database.stop();
  }
}

main().catch(exitOnStartFailure);
