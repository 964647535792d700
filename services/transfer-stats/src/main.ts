import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import {
  closeOnSignal,
  createLogger,
  exitOnStartFailure,
  loadEnv,
  natsAt,
  natsNames,
  postgresAt,
  processEnv,
  reach,
} from '@rushes/runtime';
import pg from 'pg';
import { startTransferStats } from './transfer-stats.ts';

/** `npm run start:transfer-stats`: the transfer statistics of a distributed deployment. */
async function main(): Promise<void> {
  const config = loadEnv(processEnv.transferStats, process.env, {
    databaseUrl: '(the transfer tables)',
    natsUrl: '(the event log)',
  });
  const { databaseUrl, natsUrl } = config;
  const logger = createLogger(config, { name: 'transfer-stats' });
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection the server dropped is replaced on next use; the runner retries on its own.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  await reach(postgresAt(databaseUrl), () => pool.query('select 1'));
  const db = createDb(pool);
  await migrateToLatest(db);
  const { log } = natsNames(config.natsPrefix);
  const store = await reach(natsAt(natsUrl), () =>
    connectJetStreamEventStore({ servers: natsUrl, ...log }),
  );
  const service = startTransferStats({ pool, db, store, catalogue, logger });
  logger.info('transfer statistics running');
  closeOnSignal(
    async () => {
      await service.stop();
      await store.close();
      await db.destroy();
    },
    (message) => logger.info(message),
  );
}

main().catch(exitOnStartFailure);
