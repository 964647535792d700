import {
  afterPartFailed,
  afterPartSent,
  firstConcurrency,
  type PartsInFlight,
} from './part-concurrency.ts';

/**
 * Attempts per part and the back-off cap: a flaky link must not fail a long transfer for one part
 * (media-handling section 9 says 2 attempts; decision 0127 gives a part more).
 */
export const PART_ATTEMPTS = 10;
export const MAX_BACKOFF_MS = 10_000;
/**
 * An attempt that has begun moving bytes and then moves none for this long is stalled: it is
 * dropped and tried again. One that has not begun waits for a connection (a browser opens 6 to
 * a host over HTTP/1.1, for every file's parts) and is left to wait.
 */
export const STALL_MS = 30_000;

/** Why an attempt was dropped: it moved nothing for `STALL_MS`. */
export class PartStalledError extends Error {
  constructor() {
    super(`part transfer moved nothing for ${STALL_MS} ms`);
    this.name = 'PartStalledError';
  }
}

/** The wait before attempt `attempt` (1-based): 1 s × (attempt − 1), at most 10 s. */
export function backoffMs(attempt: number): number {
  return Math.min(1000 * Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** One attempt at moving a part. */
export interface PartAttempt {
  partNumber: number;
  signal: AbortSignal;
  /** Bytes of this part moved so far. */
  onProgress: (loaded: number) => void;
}

export interface RunPartsOptions {
  /** The part numbers to move, in the order they start. */
  parts: readonly number[];
  /** The bytes of a part. */
  sizeOf: (partNumber: number) => number;
  /** Moves one part; rejects for it to be tried again. */
  attempt: (attempt: PartAttempt) => Promise<void>;
  signal: AbortSignal;
  /** Bytes already there before any part moves (a resumed transfer's), counted first. */
  done?: number;
  /** Bytes moved so far, `done` included. */
  onProgress: (moved: number) => void;
  /** Where the parts in flight start and how high they go: the browser's unless given. */
  inFlight?: PartsInFlight;
}

/**
 * Moves parts of a file (PUTs of an upload, ranged GETs of a download) as many at a time as the
 * link takes (from 2 up to the bounds' most, see `part-concurrency.ts`). A failed or stalled part is tried again after
 * a back-off, up to `PART_ATTEMPTS` times; when it fails for good the other parts are aborted and
 * the whole rejects with that failure.
 */
export async function runParts(options: RunPartsOptions): Promise<void> {
  const { signal, sizeOf } = options;
  const inner = new AbortController();
  const abort = () => inner.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  const report = progressOf(options.done ?? 0, options.onProgress);
  let concurrency = firstConcurrency(options.inFlight);

  async function move(partNumber: number): Promise<void> {
    const request = {
      partNumber,
      signal: inner.signal,
      onProgress: (bytes: number) => report(partNumber, bytes),
    };
    for (let attempt = 1; ; attempt++) {
      const wait = backoffMs(attempt);
      if (wait > 0) await sleep(wait, inner.signal);
      const began = Date.now();
      try {
        await attemptPart(options.attempt, request);
        const ms = Date.now() - began;
        concurrency = afterPartSent(concurrency, { bytes: sizeOf(partNumber), ms });
        return;
      } catch (error) {
        report(partNumber, 0);
        if (inner.signal.aborted || attempt >= PART_ATTEMPTS) throw error;
        concurrency = afterPartFailed(concurrency);
      }
    }
  }

  const queue = [...options.parts];
  const running = new Set<Promise<void>>();
  try {
    while (queue.length > 0 && !inner.signal.aborted) {
      if (running.size >= concurrency.limit) {
        await Promise.race(running);
        continue;
      }
      const partNumber = queue.shift() ?? 0;
      const task: Promise<void> = move(partNumber)
        .catch((error: unknown) => failAll(inner, error))
        .finally(() => running.delete(task));
      running.add(task);
    }
    await Promise.all(running);
    if (inner.signal.aborted) throw inner.signal.reason;
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/** Adds up the bytes each part has moved so far, from the bytes done, for `onProgress`. */
function progressOf(done: number, onProgress: (moved: number) => void) {
  const loaded = new Map<number, number>();
  let total = done;
  onProgress(total);
  return (partNumber: number, bytes: number) => {
    total += bytes - (loaded.get(partNumber) ?? 0);
    loaded.set(partNumber, bytes);
    onProgress(total);
  };
}

/** The first failure aborts the siblings and becomes the reason the whole rejects with. */
function failAll(controller: AbortController, error: unknown) {
  if (!controller.signal.aborted) controller.abort(error);
}

/**
 * One attempt at a part, dropped with `PartStalledError` when, once it began moving, it moves
 * nothing for a while.
 */
function attemptPart(run: RunPartsOptions['attempt'], request: PartAttempt): Promise<void> {
  const attempt = new AbortController();
  const stop = () => attempt.abort(request.signal.reason);
  request.signal.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => attempt.abort(new PartStalledError()), STALL_MS);
  };
  const onProgress = (loaded: number) => {
    watch();
    request.onProgress(loaded);
  };
  return run({ ...request, signal: attempt.signal, onProgress }).finally(() => {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', stop);
  });
}
