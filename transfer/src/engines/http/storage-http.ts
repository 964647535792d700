import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

/** Storage's answer to a part's PUT, and the MD5 of the bytes sent. */
export interface PutAnswer {
  status: number;
  etag: string | null;
  md5: string;
}

/** The signed URLs of storage refuse a request once they expire (403). */
export const isExpired = (status: number) => status === 403;

const bytesOf = (blob: Blob) => Readable.fromWeb(blob.stream() as ReadableStream<Uint8Array>);

/** The MD5 (hex) of a Blob's bytes (a file's, or a slice of it), read as a stream. */
export async function md5Of(blob: Blob, signal: AbortSignal): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of bytesOf(blob)) {
    signal.throwIfAborted();
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/**
 * PUTs a part to its signed URL with its length (storage wants no chunked body), hashing its
 * bytes as they go so the ETag answered can be held to them; `onProgress` hears the bytes sent.
 */
export function putPart(
  url: string,
  body: Blob,
  signal: AbortSignal,
  onProgress: (sent: number) => void,
): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    const md5 = createHash('md5');
    let sent = 0;
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const put = send(url, { method: 'PUT', headers: { 'content-length': body.size }, signal });
    put.on('response', (response: IncomingMessage) => {
      response.resume();
      response.on('error', reject);
      response.on('end', () => {
        const etag = response.headers.etag ?? null;
        resolve({ status: response.statusCode ?? 0, etag, md5: md5.digest('hex') });
      });
    });
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        sent += chunk.length;
        onProgress(sent);
        done(null, chunk);
      },
    });
    // An aborted request rejects at once: a pipeline from a file's Blob may never settle then.
    put.on('error', reject);
    pipeline(bytesOf(body), counted, put).catch(reject);
  });
}

/** Storage gave no part of the range asked for: the file must be fetched another way. */
export class RangeRefused extends Error {
  override name = 'RangeRefused';
}

/**
 * GETs bytes `start` to `end` (end excluded) of a signed URL into the open file at the same
 * offset; the HTTP status when storage refused (403 once the URL expired). `onProgress` hears the
 * bytes written.
 */
export async function getRange(
  url: string,
  range: { start: number; end: number; size: number },
  file: FileHandle,
  signal: AbortSignal,
  onProgress: (written: number) => void,
): Promise<number> {
  const { start, end, size } = range;
  const response = await fetch(url, { headers: { range: `bytes=${start}-${end - 1}` }, signal });
  const whole = response.status === 200 && start === 0 && end === size;
  if (response.status !== 206 && !whole) {
    await response.body?.cancel();
    if (response.ok) throw new RangeRefused(`storage answered ${response.status} to a range`);
    return response.status;
  }
  let written = 0;
  for await (const chunk of response.body ?? []) {
    const bytes = chunk as Uint8Array;
    if (written + bytes.length > end - start) throw new Error('storage sent more than the range');
    await file.write(bytes, 0, bytes.length, start + written);
    written += bytes.length;
    onProgress(written);
  }
  if (written !== end - start) throw new Error(`storage sent ${written} of ${end - start} bytes`);
  return response.status;
}
