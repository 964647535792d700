import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';

/** One part of a staged file and the signed URL storage takes it at. */
export interface RelayPart {
  partNumber: number;
  offset: number;
  size: number;
  url: string;
  /** The MD5 of the part's bytes as the sender read them, in hex. */
  md5: string;
}

export type RelayRefusal =
  /** The URL is not storage's: the relay sends nowhere else. */
  | 'FOREIGN_URL'
  /** The bytes that arrived are not the ones sent. */
  | 'CHECKSUM_MISMATCH'
  /** Storage refused the part, or stored other bytes. */
  | 'STORAGE_REFUSED';

export class RelayError extends Error {
  constructor(
    readonly code: RelayRefusal,
    readonly partNumber: number,
    message: string,
  ) {
    super(message);
  }
}

const rangeOf = (path: string, part: RelayPart) =>
  createReadStream(path, {
    start: part.offset,
    end: part.offset + part.size - 1,
    highWaterMark: 1 << 20,
  });

async function md5Of(path: string, part: RelayPart): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of rangeOf(path, part)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Sends one part of a staged file to storage: only to a URL of `origins`, only when its bytes are
 * the sender's (MD5), with Content-MD5 so storage checks them too. Answers the ETag storage gives,
 * which is the MD5 again: the sender finalises the upload with it. While the file still arrives
 * (`whole` false), a part whose bytes are not all there yet is null: asked again later.
 */
export async function relayPart(
  path: string,
  part: RelayPart,
  origins: readonly string[],
  whole: boolean,
): Promise<string | null> {
  const { partNumber } = part;
  if (!URL.canParse(part.url) || !origins.includes(new URL(part.url).origin)) {
    throw new RelayError('FOREIGN_URL', partNumber, `part ${partNumber}: not a storage URL`);
  }
  const md5 = await md5Of(path, part);
  if (md5 !== part.md5.toLowerCase()) {
    if (!whole) return null;
    throw new RelayError('CHECKSUM_MISMATCH', partNumber, `part ${partNumber} arrived changed`);
  }
  const answer = await fetch(part.url, {
    method: 'PUT',
    body: Readable.toWeb(rangeOf(path, part)) as ReadableStream,
    duplex: 'half',
    headers: {
      'content-length': String(part.size),
      'content-md5': Buffer.from(md5, 'hex').toString('base64'),
    },
  });
  const etag = answer.headers.get('etag');
  await answer.body?.cancel();
  if (!answer.ok || etag?.replaceAll('"', '') !== md5) {
    throw new RelayError(
      'STORAGE_REFUSED',
      partNumber,
      `part ${partNumber}: storage answered ${answer.status}`,
    );
  }
  return etag;
}
