import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import pg from 'pg';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
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
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal}: shutting down`);
    await service.stop();
    await store.close();
    await db.destroy();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, (received) => {
      stop(received).catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
