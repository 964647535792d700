import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { createDb } from '@rushes/migrations';
import { closeOnSignal, exitOnStartFailure } from '@rushes/runtime';
import { createStorageFromConfig } from '@rushes/storage';
import { Redis } from 'ioredis';
import mqemitterRedis from 'mqemitter-redis';
import pg from 'pg';
import { type BffConfig, type Config, ConfigError, loadConfig } from './config.ts';
import { closeEmitter } from './shutdown.ts';
import { startBff } from './start.ts';

const distributed = ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'RUSHES_JWT_SECRET'];

/** Distributed mode needs its servers and a shared signing secret. */
function distributedSettings(config: Config) {
  const { databaseUrl, natsUrl, redisUrl, jwtSecret } = config;
  if (databaseUrl && natsUrl && redisUrl && jwtSecret) {
    return { databaseUrl, natsUrl, redisUrl, jwtSecret };
  }
  const values = [databaseUrl, natsUrl, redisUrl, jwtSecret];
  const missing = distributed.filter((_, index) => !values[index]);
  throw new ConfigError(missing.map((name) => `${name} is required in distributed mode`));
}

/** `npm run start:bff`: one BFF of a distributed deployment (PostgreSQL, JetStream, Redis). */
async function main(): Promise<void> {
  const config = loadConfig();
  const { databaseUrl, natsUrl, redisUrl, jwtSecret } = distributedSettings(config);
  const bffConfig: BffConfig = { ...config, jwtSecret };
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection the server drops is replaced on next use, not fatal.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = createDb(pool);
  const store = await connectJetStreamEventStore({ servers: natsUrl });
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  // Fail fast rather than hold a login while Redis is away.
  const rateLimitRedis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  const storage = createStorageFromConfig(config, {
    dataDir: config.dataDir,
    signingSecret: jwtSecret,
  });
  if (storage.kind === 's3') await storage.ensureBucket();
  const bff = await startBff(bffConfig, {
    pool,
    db,
    store,
    catalogue,
    emitter,
    rateLimitRedis,
    storage,
  });
  if (storage.kind === 'local-disk') {
    bff.app.log.warn(
      "S3_BUCKET is not set: media stays on this machine's disk, which other BFFs cannot read",
    );
  }
  closeOnSignal(
    async () => {
      await bff.close();
      await closeEmitter(emitter);
      await rateLimitRedis.quit();
      if (storage.kind === 's3') storage.close();
      await store.close();
      await db.destroy();
    },
    (message) => bff.app.log.info(message),
  );
}

main().catch(exitOnStartFailure);
