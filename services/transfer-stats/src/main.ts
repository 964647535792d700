import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import { closeOnSignal, exitOnStartFailure } from '@rushes/runtime';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { startTransferStats } from './transfer-stats.ts';

/** `npm run start:transfer-stats`: the transfer statistics of a distributed deployment. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ name: 'transfer-stats', level: config.LOG_LEVEL });
  const pool = new pg.Pool({ connectionString: config.DATABASE_URL });
  // An idle connection the server dropped is replaced on next use; the runner retries on its own.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  const db = createDb(pool);
  await migrateToLatest(db);
  const store = await connectJetStreamEventStore({ servers: config.NATS_URL });
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
