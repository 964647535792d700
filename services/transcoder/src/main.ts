import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import {
  ConfigError,
  closeOnSignal,
  createLogger,
  envSchema,
  exitOnStartFailure,
  keepFilesPrivate,
  loadEnv,
  natsAt,
  natsNames,
  processEnv,
  reach,
  resolveMediaTools,
  s3At,
  securePrivateFolder,
  storageSetupOf,
  toolLine,
} from '@rushes/runtime';
import { createS3Storages } from '@rushes/storage';
import { sourceLimitsOf } from './pipeline/source-limits.ts';
import { startTranscoder } from './transcoder.ts';

/** A key no upload has: reading it proves the bucket answers to these credentials. */
const PROBE_KEY = 'rushes-start-check';

/** `npm run start:transcoder`: one transcoder of a distributed deployment (JetStream, S3). */
async function main(): Promise<void> {
  keepFilesPrivate();
  const config = loadEnv(processEnv.transcoder, process.env, {
    natsUrl: '(the event log)',
    s3Bucket: '(transcoders read and write media in S3)',
  });
  const { storages } = storageSetupOf(config, { embedded: false });
  const logger = createLogger(config, { name: 'transcoder' });
  // Its scratch folder holds sources and renditions, unwatermarked ones included.
  await securePrivateFolder(config.transcoderWorkDir, {
    variable: envSchema.properties.transcoderWorkDir.env,
    log: (line) => logger.warn(line),
  });
  const media = resolveMediaTools(config);
  if ('problems' in media) throw new ConfigError(media.problems);
  logger.info(toolLine(media.ffmpeg));
  logger.info(toolLine(media.ffprobe));
  const { log, transcoderConsumer } = natsNames(config.natsPrefix);
  const { natsUrl } = config;
  const store = await reach(natsAt(natsUrl), () =>
    connectJetStreamEventStore({ servers: natsUrl, ...log }),
  );
  const storage = createS3Storages(config, storages);
  // Each bucket: S3_BUCKET's, and those of the storages that have their own.
  for (const { prefix, bucket = config.s3Bucket } of storages) {
    const probe = prefix ? `${prefix}/${PROBE_KEY}` : PROBE_KEY;
    await reach(s3At({ ...config, s3Bucket: bucket }), () => storage.headObject(probe));
  }
  const transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger, consumerName: transcoderConsumer },
    ...{ ffmpegPath: media.ffmpeg.command, ffprobePath: media.ffprobe.command },
    ...{ features: media.features, workDir: config.transcoderWorkDir },
    sourceLimits: sourceLimitsOf(config),
    rangeSeconds: config.mediaRangeSeconds,
  });
  closeOnSignal(
    async () => {
      await transcoder.stop();
      await store.close();
      storage.close();
    },
    (message) => logger.info(message),
  );
}

main().catch(exitOnStartFailure);
