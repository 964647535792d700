import {
  catalogue,
  connectJetStreamEventStore,
  createPostgresLogEventStore,
  type EventStore,
} from '@rushes/events';
import { createDb } from '@rushes/migrations';
import {
  exitOnStartFailure,
  freeLoopbackPort,
  keepFilesPrivate,
  loadEnv,
  natsAt,
  natsNames,
  postgresAt,
  processEnv,
  reach,
} from '@rushes/runtime';
import pg from 'pg';
import { secureDataFolder } from './data-folder.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { rebuildReadModels } from './read-models.ts';

const busy = (projection: string) =>
  console.log(
    `Waiting for the read model "${projection}": a running BFF or transfer statistics process ` +
      'keeps it. Stop them (the rebuild goes on as soon as they have), or press Ctrl+C.',
  );

/** Where the log is: JetStream (NATS_URL, RUSHES_NATS_PREFIX), or the database's log table. */
type Log = { natsUrl?: string; natsPrefix?: string };

/** Rebuilds the read models in the database at `url`, from the log in NATS or in that database. */
async function rebuild(url: string, { natsUrl, natsPrefix }: Log): Promise<number> {
  const pool = new pg.Pool({ connectionString: url });
  const db = createDb(pool);
  let store: EventStore | undefined;
  try {
    await reach(postgresAt(url), () => pool.query('select 1'));
    store = natsUrl
      ? await reach(natsAt(natsUrl), () =>
          connectJetStreamEventStore({ servers: natsUrl, ...natsNames(natsPrefix).log }),
        )
      : await createPostgresLogEventStore({ pool });
    return await rebuildReadModels({ pool, db, store, catalogue, onBusy: busy });
  } finally {
    await store?.close();
    await db.destroy();
  }
}

/**
 * `npm run projections:rebuild`: empties every read model and replays the whole log into it.
 * With DATABASE_URL it rebuilds a distributed deployment's database (the log in NATS_URL's
 * JetStream, or in that database); otherwise the embedded default's in RUSHES_DATA_DIR (stop
 * `npm start` first: the data folder has one server at a time).
 */
async function main(): Promise<void> {
  keepFilesPrivate();
  const config = loadEnv(processEnv.rebuild, process.env);
  if (config.databaseUrl) {
    const seq = await rebuild(config.databaseUrl, config);
    console.log(`read models rebuilt from the log up to seq ${seq}`);
    return;
  }
  await secureDataFolder(config.dataDir, (line) => console.warn(line));
  const database = await startEmbeddedPostgres(config.dataDir, await freeLoopbackPort());
  try {
    const seq = await rebuild(database.url, {});
    console.log(`read models rebuilt from the log up to seq ${seq}`);
  } finally {
    await database.stop();
  }
}

main().catch(exitOnStartFailure);
