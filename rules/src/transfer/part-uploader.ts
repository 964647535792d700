import { partRange, partsToSend, type UploadedPart } from './resume-plan.ts';
import { runParts } from './run-parts.ts';

export interface PutPartRequest {
  url: string;
  body: Blob;
  signal: AbortSignal;
  /** Bytes of this part sent so far. */
  onProgress: (loaded: number) => void;
}

/** PUTs one part to its signed URL and resolves with the ETag the storage answered. */
export type PutPart = (request: PutPartRequest) => Promise<string>;

export interface UploadPartsOptions {
  file: Blob;
  partSize: number;
  /**
   * Signed URLs, one a part; each attempt reads its part's anew, so a client may sign expired
   * ones again in place while the parts go.
   */
  urls: readonly string[];
  putPart: PutPart;
  signal: AbortSignal;
  /** Parts storage holds already as the file has them (a resumed upload): not sent again. */
  held?: readonly UploadedPart[];
  /** Bytes of the whole file sent so far, the held parts' included. */
  onProgress: (uploaded: number) => void;
}

/**
 * Sends the file's parts that storage does not hold, each read with `slice` when its turn comes
 * so only the parts in flight are held, as many at a time and as many times as `runParts` says.
 * Resolves with every part, the held ones included.
 */
export async function uploadParts(options: UploadPartsOptions): Promise<UploadedPart[]> {
  const { file, partSize, urls } = options;
  const held = options.held ?? [];
  const sizeOf = (partNumber: number) => {
    const { start, end } = partRange(file.size, partSize, partNumber);
    return end - start;
  };
  const parts = [...held];
  await runParts({
    parts: partsToSend(urls.length, held),
    sizeOf,
    signal: options.signal,
    done: held.reduce((sum, { partNumber }) => sum + sizeOf(partNumber), 0),
    onProgress: options.onProgress,
    async attempt({ partNumber, signal, onProgress }) {
      const { start, end } = partRange(file.size, partSize, partNumber);
      const url = urls[partNumber - 1] ?? '';
      const etag = await options.putPart({ url, body: file.slice(start, end), signal, onProgress });
      parts.push({ partNumber, etag });
    },
  });
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}
