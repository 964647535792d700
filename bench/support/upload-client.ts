import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import {
  type FinalizedUpload,
  finalizeUploadMutation,
  type Gql,
  type StartedUpload,
  startUploadMutation,
} from './bench-api.ts';

const MiB = 1024 * 1024;
/** Parts in flight per file, as the web client sends them (media-handling section 9). */
const CONCURRENT_PARTS = 6;

/** A file on disk the benchmarks upload. */
export interface SourceFile {
  path: string;
  size: number;
}

/** Writes `size` random bytes to `path`, 4 MiB at a time. */
export async function writeRandomFile(path: string, size: number): Promise<void> {
  const chunk = 4 * MiB;
  async function* bytes() {
    for (let written = 0; written < size; written += chunk) {
      yield randomBytes(Math.min(chunk, size - written));
    }
  }
  await pipeline(bytes, createWriteStream(path));
}

/** PUTs bytes `start`…`end` (exclusive) of the file, streamed from disk; the answered ETag. */
export function putRange(
  url: string,
  file: SourceFile,
  start: number,
  end: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-length': String(end - start) };
    const sent = request(url, { method: 'PUT', headers }, (response) => {
      response.resume();
      response.on('end', () => {
        const etag = response.headers.etag;
        if (response.statusCode === 200 && etag) resolve(etag);
        else reject(new Error(`PUT answered ${response.statusCode}`));
      });
    });
    sent.on('error', reject);
    const body = createReadStream(file.path, { start, end: end - 1, highWaterMark: MiB });
    pipeline(body, sent).catch(reject);
  });
}

/** The web client's strategy: 6 parts in flight, each worker taking the next part when free. */
export async function putParts(file: SourceFile, upload: StartedUpload, origin: string) {
  const parts: { partNumber: number; etag: string }[] = [];
  const queue = upload.urls.entries();
  const worker = async () => {
    for (const [index, url] of queue) {
      const start = index * upload.partSize;
      const end = Math.min(start + upload.partSize, file.size);
      const etag = await putRange(new URL(url, origin).href, file, start, end);
      parts.push({ partNumber: index + 1, etag });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_PARTS }, worker));
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/**
 * Uploads the file into the folder as the web client does (`startUpload`, the parts, then
 * `finalizeUpload`); the finalised upload, and when the parts started and were all in.
 */
export async function uploadThroughApp(
  app: { gql: Gql; origin: string },
  folderId: string,
  file: SourceFile & { name: string },
) {
  const { startUpload } = await app.gql<{ startUpload: { upload: StartedUpload } }>(
    startUploadMutation,
    {
      input: {
        ...{ folderId, filename: file.name, size: file.size },
        contentType: 'application/octet-stream',
      },
    },
  );
  const partsStarted = performance.now();
  const parts = await putParts(file, startUpload.upload, app.origin);
  const partsDone = performance.now();
  const { finalizeUpload } = await app.gql<{ finalizeUpload: FinalizedUpload }>(
    finalizeUploadMutation,
    { input: { uploadId: startUpload.upload.id, parts } },
  );
  if (finalizeUpload.version.size !== file.size) throw new Error('the stored size differs');
  return { finalized: finalizeUpload, partsStarted, partsDone };
}
