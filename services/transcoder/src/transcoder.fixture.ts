import {
  catalogue,
  type EventStore,
  handleCommand,
  type JobCommand,
  jobDecider,
} from '@rushes/events';
import { createLogger, type Logger } from '@rushes/runtime';
import type {
  PipelineOutputs,
  PlayableLevel,
  ProbeResult,
  PublishedLevel,
} from './pipeline/index.ts';
import { userMeta } from './testing/job-fixtures.ts';

export { addVersion, jobEvents, userMeta } from './testing/job-fixtures.ts';

export const sampleProbe: ProbeResult = {
  ...{ durationMs: 2000, fps: 25, width: 640, height: 360 },
  ...{ videoCodec: 'h264', audioCodec: 'aac', videoBitrate: 800_000, audioBitrate: 128_000 },
  ...{ timecode: '01:00:00:00', colorTransfer: 'bt709', hdr: false },
};

export const sampleLevel = (name: string, height: number): PublishedLevel => ({
  ...{ name, width: Math.round((height * 16) / 9), height, bandwidth: height * 1500, hdr: false },
  playlistKey: `hls/${name}/index.m3u8`,
});

/** The level as it plays while it is still being encoded: no bandwidth measured yet. */
export const samplePlayable = (name: string, height: number): PlayableLevel => {
  const { bandwidth: _, ...level } = sampleLevel(name, height);
  return level;
};

export const sampleOutputs = (prefix: string): PipelineOutputs => ({
  posterKey: `${prefix}poster.jpg`,
  thumbnailKey: `${prefix}thumbnail.jpg`,
  waveformKey: null,
  playerSprite: null,
  thumbnailSprite: null,
});

/** Cancels or retries a job as the BFF does. */
export async function userDecides(store: EventStore, jobId: string, command: JobCommand) {
  const result = await handleCommand(
    { store, catalogue },
    { stream: `job.${jobId}`, decider: jobDecider, command, meta: userMeta() },
  );
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
}

/** A logger that keeps what it is told (`level: message`), for tests to look at. */
export function recordingLogger(): Logger & { entries: string[] } {
  const entries: string[] = [];
  const levels: Record<number, string> = { 20: 'debug', 30: 'info', 40: 'warn', 50: 'error' };
  const destination = {
    write(line: string) {
      const { level, msg } = JSON.parse(line);
      entries.push(`${levels[level] ?? level}: ${msg}`);
    },
  };
  return Object.assign(createLogger({ logLevel: 'debug' }, { destination }), { entries });
}

/** Settles when `resolve` is called: a test's handle on a step of a stub pipeline. */
export function gate<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Rejects with the signal's reason once it aborts: a pipeline busy until stopped. */
export const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * The same store as seen by a process that can be cut off, as if it crashed: after `cut()`,
 * nothing it does reaches the log, and deliveries it takes are never settled.
 */
export function cuttable(store: EventStore): { store: EventStore; cut(): void } {
  let cut = false;
  const live =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (cut) throw new Error('cut off');
      return call(...args);
    };
  return {
    cut: () => {
      cut = true;
    },
    store: {
      append: live((stream, events, options) => store.append(stream, events, options)),
      readStream: live((stream) => store.readStream(stream)),
      readAll: live((afterSeq, limit) => store.readAll(afterSeq, limit)),
      headSeq: live(() => store.headSeq()),
      subscribe: (afterSeq, onCommit) => store.subscribe(afterSeq, onCommit),
      reservations: store.reservations,
      close: () => store.close(),
      consumers: {
        consume: (options, handler) =>
          store.consumers.consume(options, async (delivery) => {
            if (cut) return;
            await handler({
              ...delivery,
              ack: live(() => delivery.ack()),
              nak: live((delayMs?: number) => delivery.nak(delayMs)),
              term: live(() => delivery.term()),
              working: live(() => delivery.working()),
            });
          }),
      },
    },
  };
}
