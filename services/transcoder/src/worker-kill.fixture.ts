import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogue, connectJetStreamEventStore } from '@rushes/events';
import { createLogger, natsNames } from '@rushes/runtime';
import { createLocalDiskStorage } from '@rushes/storage';
import type { ProcessVersion } from './job-attempt.runner.ts';
import { sampleLevel, sampleOutputs, sampleProbe } from './transcoder.fixture.ts';
import { startTranscoder } from './transcoder.ts';

/**
 * A transcoder process for worker-kill.int.test.ts: the real worker against JetStream (named by
 * RUSHES_NATS_PREFIX) with a slow stub pipeline that prints `MARK <json>` lines on stdout as it
 * goes; its log goes to stderr as JSON lines.
 */
const mark = (what: object) => process.stdout.write(`MARK ${JSON.stringify(what)}\n`);

const slowPipeline: ProcessVersion = async (input) => {
  const pause = (ms: number) => sleep(ms, undefined, { signal: input.signal });
  mark({ step: 'begin', sourceKey: input.sourceKey });
  await input.onProbe(sampleProbe);
  await input.onProgress(20);
  await input.onLevel(sampleLevel('270p', 270), 'hls/master.m3u8');
  mark({ step: 'level', level: '270p' });
  await pause(3000);
  await input.onProgress(60);
  await input.onLevel(sampleLevel('360p', 360), 'hls/master.m3u8');
  mark({ step: 'level', level: '360p' });
  await pause(200);
  return sampleOutputs(input.outputPrefix);
};

async function main() {
  const names = natsNames(process.env.RUSHES_NATS_PREFIX);
  const store = await connectJetStreamEventStore({
    servers: process.env.NATS_URL ?? '',
    ...names.log,
  });
  const folder = await mkdtemp(join(tmpdir(), 'worker-kill-'));
  const storage = createLocalDiskStorage({
    root: join(folder, 'storage'),
    publicBaseUrl: '',
    signingSecret: 'test',
  });
  const destination = { write: (line: string) => process.stderr.write(line) };
  const logger = createLogger({ logLevel: 'info' }, { name: 'transcoder', destination });
  const transcoder = startTranscoder({
    ...{ store, storage, catalogue, logger, processVersion: slowPipeline },
    ...{ workDir: join(folder, 'work'), ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
    ...{ ackWaitMs: 2000, consumerName: names.transcoderConsumer },
  });
  mark({ step: 'ready' });
  process.on('SIGTERM', () => {
    transcoder
      .stop()
      .then(() => store.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
