import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { createS3Storage } from '@rushes/storage';
import { ConfigError, loadTranscoderConfig } from './config.ts';
import { jsonLogger } from './json-logger.ts';
import { startTranscoder } from './transcoder.ts';

/** Runs `close` once on SIGTERM or SIGINT, then exits; a second signal exits at once. */
function closeOnSignal(close: () => Promise<void>, log: (message: string) => void): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    log(`${signal}: draining`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** `npm run start:transcoder`: one transcoder of a distributed deployment (JetStream, S3). */
async function main(): Promise<void> {
  const config = loadTranscoderConfig(process.env);
  const logger = jsonLogger('transcoder');
  const store = await connectJetStreamEventStore({ servers: config.natsUrl });
  const storage = createS3Storage(config.s3);
  const { ffmpegPath, ffprobePath, workDir } = config;
  const transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger },
    ...{ ffmpegPath, ffprobePath, workDir },
  });
  logger.info({}, 'transcoder started');
  closeOnSignal(
    async () => {
      await transcoder.stop();
      await store.close();
      storage.close();
    },
    (message) => logger.info({}, message),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
