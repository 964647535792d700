import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { closeOnSignal, exitOnStartFailure } from '@rushes/runtime';
import { createS3Storage } from '@rushes/storage';
import { loadTranscoderConfig } from './config.ts';
import { jsonLogger } from './json-logger.ts';
import { startTranscoder } from './transcoder.ts';

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

main().catch(exitOnStartFailure);
