import { createHash } from 'node:crypto';
import { md5OfEtag } from '@rushes/rules';

/**
 * What storage's ETag says a file's bytes are: their MD5, or (sent in parts) the MD5 of its
 * parts' MD5s followed by `-<parts>`, as S3 makes it. Anything else cannot check the file.
 */
export type Checksum =
  | { kind: 'md5'; md5: string }
  | { kind: 'parts'; md5: string; parts: number; partSize: number };

/** The checksum an ETag gives a file of `size`, or why it gives none. */
export function checksumOfEtag(
  etag: string,
  size: number,
  partSize: number | null,
): Checksum | { problem: string } {
  const md5 = md5OfEtag(etag);
  if (md5) return { kind: 'md5', md5 };
  const parts = /^"?([0-9a-f]{32})-(\d+)"?$/i.exec(etag.replace(/^W\//, ''));
  if (!parts?.[1] || !parts[2]) return { problem: `storage's ETag ${etag} is no checksum` };
  const count = Number(parts[2]);
  if (!partSize || partSize <= 0) return { problem: `the ETag ${etag} names parts of no size` };
  if (Math.max(1, Math.ceil(size / partSize)) !== count) {
    return { problem: `the ETag ${etag} names ${count} parts, not those of ${partSize} bytes` };
  }
  return { kind: 'parts', md5: parts[1].toLowerCase(), parts: count, partSize };
}

/** The checksum of parts whose MD5s (hex) are `md5s`, as S3 gives a multipart upload's object. */
export const partsChecksum = (md5s: readonly string[]): string =>
  createHash('md5')
    .update(Buffer.concat(md5s.map((md5) => Buffer.from(md5, 'hex'))))
    .digest('hex');

/**
 * Whether the file (a Blob of it) is what the checksum says, read from the disk again; its
 * checksum as read, with `-<parts>` for parts, to name it when it is not.
 */
export async function verify(
  file: Blob,
  checksum: Checksum,
  md5Of: (blob: Blob) => Promise<string>,
): Promise<{ ok: boolean; read: string }> {
  if (checksum.kind === 'md5') {
    const read = await md5Of(file);
    return { ok: read === checksum.md5, read };
  }
  const md5s: string[] = [];
  for (let start = 0; start < file.size || md5s.length === 0; start += checksum.partSize) {
    md5s.push(await md5Of(file.slice(start, start + checksum.partSize)));
  }
  const read = partsChecksum(md5s);
  return {
    ok: read === checksum.md5 && md5s.length === checksum.parts,
    read: `${read}-${md5s.length}`,
  };
}
