/** Parts in flight per file, attempts per part, and the back-off cap (media-handling section 9). */
export const CONCURRENT_PARTS = 6;
export const PART_ATTEMPTS = 2;
export const MAX_BACKOFF_MS = 10_000;

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
  /** Bytes of the whole file sent so far. */
  onProgress: (uploaded: number) => void;
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
 * Sends a file's parts, 6 at a time, each read with `slice` when its turn comes so only the
 * parts in flight are held. A part is tried twice; when it fails again the other parts are
 * aborted and the whole upload rejects with that failure.
 */
export async function uploadParts(options: UploadPartsOptions): Promise<UploadedPart[]> {
  const { file, partSize, urls, signal } = options;
  const inner = new AbortController();
  const abort = () => inner.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  const loaded = new Map<number, number>();
  let total = 0;
  const report = (index: number, bytes: number) => {
    total += bytes - (loaded.get(index) ?? 0);
    loaded.set(index, bytes);
    options.onProgress(total);
  };
  const parts: UploadedPart[] = [];
  // one iterator shared by the workers: each takes the next part when it is free
  const queue = urls.entries();
  const worker = async () => {
    for (const [index, url] of queue) {
      if (inner.signal.aborted) return;
      const body = file.slice(index * partSize, Math.min((index + 1) * partSize, file.size));
      const etag = await putWithRetry(options.putPart, url, body, inner.signal, (bytes) =>
        report(index, bytes),
      );
      parts.push({ partNumber: index + 1, etag });
    }
  };
  const workers = Array.from({ length: Math.min(CONCURRENT_PARTS, urls.length) }, () =>
    worker().catch((error) => failAll(inner, error)),
  );
  try {
    await Promise.all(workers);
    if (inner.signal.aborted) throw inner.signal.reason;
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

/** The first failure aborts the siblings and becomes the reason the upload rejects with. */
function failAll(controller: AbortController, error: unknown) {
  if (!controller.signal.aborted) controller.abort(error);
}

async function putWithRetry(
  putPart: PutPart,
  url: string,
  body: Blob,
  signal: AbortSignal,
  onProgress: (loaded: number) => void,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const wait = backoffMs(attempt);
    if (wait > 0) await sleep(wait, signal);
    try {
      return await putPart({ url, body, signal, onProgress });
    } catch (error) {
      onProgress(0);
      if (signal.aborted || attempt >= PART_ATTEMPTS) throw error;
    }
  }
}
