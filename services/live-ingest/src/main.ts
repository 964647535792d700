import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { createDb, migrateToLatest } from '@rushes/migrations';
import {
  ConfigError,
  closeOnSignal,
  createLogger,
  createSealer,
  envSchema,
  exitOnStartFailure,
  keepFilesPrivate,
  loadEnv,
  NO_SRT,
  natsAt,
  natsNames,
  postgresAt,
  processEnv,
  reach,
  resolveMediaTools,
  SRT_PASSPHRASES,
  s3At,
  securePrivateFolder,
  storageSetupOf,
  toolLine,
} from '@rushes/runtime';
import { createS3Storages } from '@rushes/storage';
import pg from 'pg';
import { startLiveIngest } from './live-ingest.ts';

/**
 * `npm run start:live-ingest`: the ingest server of a distributed deployment's Live assets. It
 * finds feeds' stream keys in the BFF's database, records to S3 and appends to the log.
 */
async function main(): Promise<void> {
  keepFilesPrivate();
  const config = loadEnv(processEnv.liveIngest, process.env, {
    databaseUrl: "(the stream keys' hashes)",
    natsUrl: '(the event log)',
    s3Bucket: '(feeds are recorded to S3)',
    secretsKey: "(opens the SRT passphrases the BFFs sealed: the BFFs' own)",
  });
  const { storages } = storageSetupOf(config, { embedded: false });
  const logger = createLogger(config, { name: 'live-ingest' });
  // Its folder holds feeds' recordings and live segments, unwatermarked.
  await securePrivateFolder(config.liveWorkDir, {
    variable: envSchema.properties.liveWorkDir.env,
    log: (line) => logger.warn(line),
  });
  const media = resolveMediaTools(config);
  if ('problems' in media) throw new ConfigError(media.problems);
  logger.info(toolLine(media.ffmpeg));
  const takesSrt = media.features.protocols.has('srt');
  if (!takesSrt) logger.warn(`${NO_SRT}; set RUSHES_SRT_PORTS=none for the BFFs too`);
  const { databaseUrl, natsUrl } = config;
  const pool = new pg.Pool({ connectionString: databaseUrl });
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  await reach(postgresAt(databaseUrl), () => pool.query('select 1'));
  const db = createDb(pool);
  await migrateToLatest(db);
  const { log, liveIngestConsumer } = natsNames(config.natsPrefix);
  const store = await reach(natsAt(natsUrl), () =>
    connectJetStreamEventStore({ servers: natsUrl, ...log }),
  );
  const storage = createS3Storages(config, storages);
  const s3Bucket = config.s3Bucket ?? '';
  await reach(s3At({ ...config, s3Bucket }), () => storage.headObject('rushes-start-check'));
  const ingest = await startLiveIngest({
    ...{ db, store, catalogue, storage, logger },
    ...{ ffmpegPath: media.ffmpeg.command, ffprobePath: media.ffprobe.command },
    ...{ workDir: config.liveWorkDir, rtmpPort: config.rtmpPort },
    srt: takesSrt ? createSealer(config.secretsKey, SRT_PASSPHRASES) : null,
    consumerName: liveIngestConsumer,
  });
  logger.info(`live ingest taking RTMP feeds on port ${ingest.rtmpPort}`);
  closeOnSignal(
    async () => {
      await ingest.stop();
      await store.close();
      storage.close();
      await db.destroy();
    },
    (message) => logger.info(message),
  );
}

main().catch(exitOnStartFailure);
