import { join } from 'node:path';
import { closeEmitter, createMailer, createSmsSender, startBff } from '@rushes/bff';
import { catalogue, createPostgresLogEventStore } from '@rushes/events';
import { startLiveIngest } from '@rushes/live-ingest';
import { createDb } from '@rushes/migrations';
import {
  ConfigError,
  closeOnSignal,
  createLogger,
  createSealer,
  exitOnStartFailure,
  freeLoopbackPort,
  keepFilesPrivate,
  loadEnv,
  NO_SRT,
  processEnv,
  reach,
  resolveMediaTools,
  SRT_PASSPHRASES,
  s3At,
  storageSetupOf,
  toolLine,
} from '@rushes/runtime';
import { createStorageFromConfig } from '@rushes/storage';
import { sourceLimitsOf, startTranscoder } from '@rushes/transcoder';
import { startTransferStats } from '@rushes/transfer-stats';
import mqemitter from 'mqemitter';
import pg from 'pg';
import { secureDataFolder } from './data-folder.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { loadOrCreateSecret } from './secret.ts';

/**
 * `npm start`: Rushes in one process with nothing else to run — a bundled PostgreSQL server in
 * RUSHES_DATA_DIR holding the read models and the event log, media on local disk beside it,
 * in-process fan-out, the BFF, the transcoder, the transfer statistics and Live assets' ingest
 * server. The terminal shows
 * short lines a person reads. What it writes is private to the user it runs as.
 */
async function main(): Promise<void> {
  keepFilesPrivate();
  const config = loadEnv(processEnv.standalone, process.env);
  const storageSetup = storageSetupOf(config, { embedded: true });
  const stopping = new AbortController();
  const logger = createLogger(config, { format: 'pretty', quietAfter: stopping.signal });
  await secureDataFolder(config.dataDir, (line) => logger.warn(line));
  const media = resolveMediaTools(config);
  if ('problems' in media) throw new ConfigError(media.problems);
  logger.info(toolLine(media.ffmpeg));
  logger.info(toolLine(media.ffprobe));
  // SRT feeds need an ffmpeg that reads SRT: Debian's does, npm's static build does not.
  const takesSrt = media.features.protocols.has('srt');
  if (!takesSrt) logger.warn(NO_SRT);
  const srtPorts = takesSrt ? config.srtPorts : 'none';
  const database = await startEmbeddedPostgres(config.dataDir, await freeLoopbackPort());
  const jwtSecret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir));
  const secretsKey = config.secretsKey ?? (await loadOrCreateSecret(config.dataDir, 'secrets-key'));
  const pool = new pg.Pool({ connectionString: database.url });
  // An idle connection the server drops (as it stops, say) is replaced on next use, not fatal.
  pool.on('error', (error) => logger.warn(`database connection lost: ${error.message}`));
  const db = createDb(pool);
  const store = await createPostgresLogEventStore({ pool });
  const emitter = mqemitter();
  // Local disk in RUSHES_DATA_DIR/storage unless S3_BUCKET points elsewhere; storages with a
  // root folder or a bucket of their own keep their projects' media there.
  const storage = createStorageFromConfig(config, storageSetup.storages, {
    dataDir: config.dataDir,
    signingSecret: jwtSecret,
  });
  const { s3Bucket } = config;
  if (storage.kind === 's3' && s3Bucket) {
    await reach(s3At({ ...config, s3Bucket }), () => storage.ensureBucket());
  }
  // SMTP when SMTP_URL is set, otherwise .eml files in RUSHES_DATA_DIR/outbox.
  const mailer = createMailer(config, logger);
  // An SMS gateway when RUSHES_SMS_GATEWAY_URL is set, otherwise .sms.txt files in the same outbox.
  const sms = createSmsSender(config, logger);
  const adapters = { pool, db, store, catalogue, emitter, storage, mailer, sms, logger };
  const bff = await startBff(
    { ...config, srtPorts, jwtSecret, secretsKey, storageSetup },
    adapters,
  );
  const transferStats = startTransferStats({
    ...{ pool, db, store, catalogue },
    logger: logger.child({ name: 'transfer-stats' }),
  });
  const transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger: logger.child({ name: 'transcoder' }) },
    ...{ ffmpegPath: media.ffmpeg.command, ffprobePath: media.ffprobe.command },
    features: media.features,
    sourceLimits: sourceLimitsOf(config),
    rangeSeconds: config.mediaRangeSeconds,
    workDir: join(config.dataDir, 'transcoder'),
  });
  // Live assets' feeds come in over RTMP on RUSHES_RTMP_PORT, and SRT on RUSHES_SRT_PORTS.
  const liveIngest = await startLiveIngest({
    ...{ db, store, catalogue, storage, logger: logger.child({ name: 'live-ingest' }) },
    ...{ ffmpegPath: media.ffmpeg.command, ffprobePath: media.ffprobe.command },
    ...{ workDir: join(config.dataDir, 'live'), rtmpPort: config.rtmpPort },
    srt: takesSrt ? createSealer(secretsKey, SRT_PASSPHRASES) : null,
  });
  logger.info(`Rushes is running at http://localhost:${config.port}`);
  closeOnSignal(
    async () => {
      // The terminal's Ctrl+C reaches the embedded database too, which stops at once.
      stopping.abort();
      // A feed still running is finished and recorded before the transcoder and the log stop.
      await liveIngest.stop();
      await transcoder.stop();
      await bff.close();
      mailer.close();
      await transferStats.stop();
      await closeEmitter(emitter);
      await store.close();
      await db.destroy();
      await database.stop();
      console.log('Rushes stopped.');
    },
    (message) => logger.info(message),
  );
}

main().catch(exitOnStartFailure);
