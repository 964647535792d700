import {
  catalogue,
  connectJetStreamEventStore,
  connectJetStreamPublicStream,
} from '@rushes/events';
import { createDb } from '@rushes/migrations';
import {
  closeOnSignal,
  createLogger,
  envSchema,
  exitOnStartFailure,
  keepFilesPrivate,
  loadEnv,
  natsAt,
  natsNames,
  postgresAt,
  processEnv,
  reach,
  redisAt,
  s3At,
  securePrivateFolder,
  storageSetupOf,
} from '@rushes/runtime';
import { createS3Storages } from '@rushes/storage';
import { Redis } from 'ioredis';
import mqemitterRedis from 'mqemitter-redis';
import pg from 'pg';
import { createMailer } from './mail/create-mailer.ts';
import { closeEmitter } from './shutdown.ts';
import { createSmsSender } from './sms/create-sms.ts';
import { startBff } from './start.ts';

/** Distributed mode needs its servers, a signing secret and media every process can reach. */
const distributed = {
  databaseUrl: 'in distributed mode',
  natsUrl: 'in distributed mode',
  redisUrl: 'in distributed mode',
  jwtSecret: 'in distributed mode',
  secretsKey: 'in distributed mode',
  s3Bucket: 'in distributed mode (every BFF and transcoder reads and writes the same media)',
};

/** The rate limits' Redis once it answers; it fails fast rather than hold a login while away. */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true });
  let failure: unknown;
  const remember = (error: unknown) => {
    failure = error;
  };
  redis.on('error', remember);
  await reach(redisAt(url), () =>
    redis.connect().catch((error: unknown) => {
      redis.disconnect();
      throw failure ?? error;
    }),
  );
  redis.off('error', remember);
  return redis;
}

/** `npm run start:bff`: one BFF of a distributed deployment (PostgreSQL, JetStream, Redis, S3). */
async function main(): Promise<void> {
  keepFilesPrivate();
  const config = loadEnv(processEnv.bff, process.env, distributed);
  const storageSetup = storageSetupOf(config, { embedded: false });
  const { databaseUrl, natsUrl, redisUrl } = config;
  const logger = createLogger(config, { name: 'bff' });
  // Its outbox of mail and text messages (sign-in links and codes) is for this user alone.
  const variable = envSchema.properties.dataDir.env;
  await securePrivateFolder(config.dataDir, { variable, log: (line) => logger.warn(line) });
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection the server drops is replaced on next use, not fatal.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  await reach(postgresAt(databaseUrl), () => pool.query('select 1'));
  const db = createDb(pool);
  const { log } = natsNames(config.natsPrefix);
  const store = await reach(natsAt(natsUrl), () =>
    connectJetStreamEventStore({ servers: natsUrl, ...log }),
  );
  const rateLimitRedis = await connectRedis(redisUrl);
  const emitter = mqemitterRedis({ connectionString: redisUrl });
  const storage = createS3Storages(config, storageSetup.storages);
  await reach(s3At(config), () => storage.ensureBucket());
  const mailer = createMailer(config, logger);
  const sms = createSmsSender(config, logger);
  const publicStream = config.natsPublicFeed
    ? () =>
        connectJetStreamPublicStream({
          servers: natsUrl,
          ...natsNames(config.natsPrefix).publicFeed,
        })
    : undefined;
  const adapters = {
    ...{ pool, db, store, catalogue, emitter, rateLimitRedis, storage },
    ...{ mailer, sms, logger },
    ...(publicStream && { publicStream }),
  };
  const bff = await startBff({ ...config, storageSetup }, adapters);
  closeOnSignal(
    async () => {
      await bff.close();
      await closeEmitter(emitter);
      await rateLimitRedis.quit();
      mailer.close();
      storage.close();
      await store.close();
      await db.destroy();
    },
    (message) => logger.info(message),
  );
}

main().catch(exitOnStartFailure);
