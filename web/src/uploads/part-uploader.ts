import { afterPartFailed, afterPartSent, firstConcurrency } from './part-concurrency.ts';
import { partRange, partsToSend } from './resume-plan.ts';

/**
 * Attempts per part and the back-off cap: a flaky link must not fail a long upload for one part
 * (media-handling section 9 says 2 attempts; decision 0127 gives a part more).
 */
export const PART_ATTEMPTS = 10;
export const MAX_BACKOFF_MS = 10_000;
/**
 * An attempt that has begun sending and then sends no byte for this long is stalled: it is
 * dropped and tried again. One that has not begun waits for a connection (a browser opens 6 to
 * a host over HTTP/1.1, for every file's parts) and is left to wait.
 */
export const STALL_MS = 30_000;

export interface PutPartRequest {
  url: string;
  body: Blob;
  signal: AbortSignal;
  /** Bytes of this part sent so far. */
  onProgress: (loaded: number) => void;
}

/** PUTs one part to its signed URL and resolves with the ETag the storage answered. */
export type PutPart = (request: PutPartRequest) => Promise<string>;

export interface UploadedPart {
  partNumber: number;
  etag: string;
}

export interface UploadPartsOptions {
  file: Blob;
  partSize: number;
  urls: readonly string[];
  putPart: PutPart;
  signal: AbortSignal;
  /** Parts storage holds already as the file has them (a resumed upload): not sent again. */
  held?: readonly UploadedPart[];
  /** Bytes of the whole file sent so far, the held parts' included. */
  onProgress: (uploaded: number) => void;
}

/** Why an attempt was dropped: it sent nothing for `STALL_MS`. */
export class PartStalledError extends Error {
  constructor() {
    super(`part upload sent nothing for ${STALL_MS} ms`);
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

/**
 * Sends the file's parts that storage does not hold, each read with `slice` when its turn comes
 * so only the parts in flight are held. As many are in flight as the link takes (2 to 16, see
 * `part-concurrency.ts`). A failed or stalled part is tried again after a back-off, up to
 * `PART_ATTEMPTS` times; when it fails for good the other parts are aborted and the whole
 * upload rejects with that failure. Resolves with every part, the held ones included.
 */
export async function uploadParts(options: UploadPartsOptions): Promise<UploadedPart[]> {
  const { file, partSize, urls, signal } = options;
  const held = options.held ?? [];
  const inner = new AbortController();
  const abort = () => inner.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  const heldBytes = held.reduce((sum, { partNumber }) => {
    const { start, end } = partRange(file.size, partSize, partNumber);
    return sum + end - start;
  }, 0);
  const report = progressOf(heldBytes, options.onProgress);
  let concurrency = firstConcurrency();
  const parts = [...held];

  async function send(partNumber: number): Promise<void> {
    const { start, end } = partRange(file.size, partSize, partNumber);
    const request = {
      url: urls[partNumber - 1] ?? '',
      body: file.slice(start, end),
      signal: inner.signal,
      onProgress: (bytes: number) => report(partNumber, bytes),
    };
    for (let attempt = 1; ; attempt++) {
      const wait = backoffMs(attempt);
      if (wait > 0) await sleep(wait, inner.signal);
      const began = Date.now();
      try {
        const etag = await attemptPart(options.putPart, request);
        concurrency = afterPartSent(concurrency, { bytes: end - start, ms: Date.now() - began });
        parts.push({ partNumber, etag });
        return;
      } catch (error) {
        report(partNumber, 0);
        if (inner.signal.aborted || attempt >= PART_ATTEMPTS) throw error;
        concurrency = afterPartFailed(concurrency);
      }
    }
  }

  const queue = partsToSend(urls.length, held);
  const running = new Set<Promise<void>>();
  try {
    while (queue.length > 0 && !inner.signal.aborted) {
      if (running.size >= concurrency.limit) {
        await Promise.race(running);
        continue;
      }
      const partNumber = queue.shift() ?? 0;
      const task: Promise<void> = send(partNumber)
        .catch((error: unknown) => failAll(inner, error))
        .finally(() => running.delete(task));
      running.add(task);
    }
    await Promise.all(running);
    if (inner.signal.aborted) throw inner.signal.reason;
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/** Adds up the bytes each part has sent so far, from the bytes held, for `onProgress`. */
function progressOf(heldBytes: number, onProgress: (uploaded: number) => void) {
  const loaded = new Map<number, number>();
  let total = heldBytes;
  onProgress(total);
  return (partNumber: number, bytes: number) => {
    total += bytes - (loaded.get(partNumber) ?? 0);
    loaded.set(partNumber, bytes);
    onProgress(total);
  };
}

/** The first failure aborts the siblings and becomes the reason the upload rejects with. */
function failAll(controller: AbortController, error: unknown) {
  if (!controller.signal.aborted) controller.abort(error);
}

/**
 * One attempt at a part, dropped with `PartStalledError` when, once it began sending, it sends
 * nothing for a while.
 */
function attemptPart(putPart: PutPart, request: PutPartRequest): Promise<string> {
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
  return putPart({ ...request, signal: attempt.signal, onProgress }).finally(() => {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', stop);
  });
}
