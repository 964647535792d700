import {
  connectJetStreamEventStore,
  createPostgresLogEventStore,
  type EventStore,
} from '@rushes/events';
import { createDb, type Database } from '@rushes/migrations';
import { freeLoopbackPort, natsAt, natsNames, postgresAt, reach } from '@rushes/runtime';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { secureDataFolder } from './data-folder.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/** Where the log is: JetStream (NATS_URL, RUSHES_NATS_PREFIX), or the database's log table. */
export type LogAt = { natsUrl?: string; natsPrefix?: string };

/**
 * Runs `work` on a deployment's database at `url` and its log (in NATS, or in that database), as
 * the commands beside the running processes reach them, and closes both after it.
 */
export async function withDeployment<T>(
  url: string,
  { natsUrl, natsPrefix }: LogAt,
  work: (adapters: { pool: pg.Pool; db: Kysely<Database>; store: EventStore }) => Promise<T>,
): Promise<T> {
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
    return await work({ pool, db, store });
  } finally {
    await store?.close();
    await db.destroy();
  }
}

/**
 * Runs `work` on the deployment the settings name: with DATABASE_URL a distributed one (the log
 * in NATS_URL's JetStream, or in that database); otherwise the embedded default's database in
 * RUSHES_DATA_DIR, started for the while (stop `npm start` first: the data folder has one server
 * at a time).
 */
export async function withConfiguredDeployment<T>(
  config: LogAt & { databaseUrl?: string; dataDir: string },
  work: (adapters: { pool: pg.Pool; db: Kysely<Database>; store: EventStore }) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return withDeployment(config.databaseUrl, config, work);
  await secureDataFolder(config.dataDir, (line) => console.warn(line));
  const database = await startEmbeddedPostgres(config.dataDir, await freeLoopbackPort());
  try {
    return await withDeployment(database.url, {}, work);
  } finally {
    await database.stop();
  }
}
