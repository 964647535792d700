import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '@rushes/runtime';
import { isMissing, type LocalDiskLayout } from './local-disk.layout.ts';

const hexOf = (etag: string) => etag.replace(/"/g, '');

/**
 * The ETag S3 gives an object joined from parts: the quoted MD5 of the parts' MD5s (their bytes,
 * in part order) followed by `-` and how many parts there are.
 */
export function multipartEtag(partEtags: readonly string[]): string {
  const md5s = Buffer.concat(partEtags.map((etag) => Buffer.from(hexOf(etag), 'hex')));
  return `"${createHash('md5').update(md5s).digest('hex')}-${partEtags.length}"`;
}

/** Forgets an object's ETag, before the object changes. */
export const forgetEtag = (layout: LocalDiskLayout, key: string) =>
  rm(layout.etagFile(key), { force: true });

/** Keeps the ETag of the object just written. */
export async function keepEtag(layout: LocalDiskLayout, key: string, etag: string) {
  const file = layout.etagFile(key);
  await makePrivateFolder(dirname(file));
  await writeFile(file, etag, { mode: PRIVATE_FILE_MODE });
}

/**
 * An object's ETag as kept when it was written; one written before ETags were kept gets the MD5
 * of its bytes, read once and kept. Null when there is no object.
 */
export async function etagOf(layout: LocalDiskLayout, key: string): Promise<string | null> {
  const kept = await readFile(layout.etagFile(key), 'utf8').catch((error: unknown) =>
    isMissing(error) ? null : Promise.reject(error),
  );
  if (kept) return kept;
  const hash = createHash('md5');
  try {
    await pipeline(createReadStream(layout.objectFile(key)), hash);
  } catch (error) {
    if (isMissing(error) || (error as { code?: string }).code === 'EISDIR') return null;
    throw error;
  }
  const etag = `"${hash.digest('hex')}"`;
  await keepEtag(layout, key, etag);
  return etag;
}
