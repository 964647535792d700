import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertPartNumber,
  isMissing,
  type LocalDiskLayout,
  moveIntoPlace,
} from './local-disk.layout.ts';
import type { UploadedPart } from './object-storage.ts';
import { StorageError } from './storage-error.ts';
import { assertValidKey } from './storage-key.ts';

const READ_CHUNK = 1024 * 1024;
const recordFile = (layout: LocalDiskLayout, id: string) =>
  join(layout.uploadDir(id), 'upload.json');
const etagFile = (layout: LocalDiskLayout, id: string, n: number) =>
  `${layout.partFile(id, n)}.etag`;
const bareEtag = (etag: string) => etag.replace(/"/g, '');

/** Hashes the bytes on their way through; fails past `maxBytes`. */
function meter(maxBytes: number) {
  const hash = createHash('md5');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new StorageError('INVALID_PART', 'part too large'));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, etag: () => `"${hash.digest('hex')}"` };
}

async function uploadKey(layout: LocalDiskLayout, multipartId: string): Promise<string> {
  try {
    const record: unknown = JSON.parse(await readFile(recordFile(layout, multipartId), 'utf8'));
    if (record && typeof record === 'object' && 'key' in record && typeof record.key === 'string') {
      return record.key;
    }
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  throw new StorageError('NO_SUCH_UPLOAD', `no multipart upload ${multipartId}`);
}

export async function createUpload(layout: LocalDiskLayout, key: string, contentType: string) {
  assertValidKey(key);
  const multipartId = randomUUID();
  await mkdir(layout.uploadDir(multipartId), { recursive: true });
  await writeFile(recordFile(layout, multipartId), JSON.stringify({ key, contentType }));
  return multipartId;
}

/** Streams one part to disk (never whole in memory); resolves with its ETag, the quoted md5. */
export async function writePart(
  layout: LocalDiskLayout,
  maxPartBytes: number,
  upload: { multipartId: string; partNumber: number; body: Readable },
): Promise<string> {
  const { multipartId, partNumber, body } = upload;
  const target = layout.partFile(multipartId, partNumber);
  await uploadKey(layout, multipartId);
  const temp = `${target}.${randomUUID()}.partial`;
  const measured = meter(maxPartBytes);
  try {
    await pipeline(body, measured.transform, createWriteStream(temp, { flags: 'wx' }));
    const etag = measured.etag();
    await writeFile(etagFile(layout, multipartId, partNumber), etag);
    await rename(temp, target);
    return etag;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The parts sorted by number, refusing duplicates and ETags that do not match what was stored. */
async function checkedParts(layout: LocalDiskLayout, multipartId: string, parts: UploadedPart[]) {
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  if (ordered.length === 0) throw new StorageError('INVALID_PART', 'no parts');
  for (const [index, part] of ordered.entries()) {
    assertPartNumber(part.partNumber);
    if (ordered[index - 1]?.partNumber === part.partNumber) {
      throw new StorageError('INVALID_PART', `part ${part.partNumber} listed twice`);
    }
    const stored = await readFile(etagFile(layout, multipartId, part.partNumber), 'utf8').catch(
      (error: unknown) => (isMissing(error) ? null : Promise.reject(error)),
    );
    if (stored === null || bareEtag(stored) !== bareEtag(part.etag)) {
      throw new StorageError('INVALID_PART', `part ${part.partNumber} is missing or changed`);
    }
  }
  return ordered;
}

async function* concatenated(files: string[]) {
  for (const file of files) yield* createReadStream(file, { highWaterMark: READ_CHUNK });
}

/** Joins the parts in part order by streaming them into a temp file, then renames it into place. */
export async function completeUpload(
  layout: LocalDiskLayout,
  key: string,
  multipartId: string,
  parts: UploadedPart[],
): Promise<number> {
  const target = layout.objectFile(key);
  if ((await uploadKey(layout, multipartId)) !== key) {
    throw new StorageError('NO_SUCH_UPLOAD', `multipart upload ${multipartId} is not for ${key}`);
  }
  const ordered = await checkedParts(layout, multipartId, parts);
  const files = ordered.map((part) => layout.partFile(multipartId, part.partNumber));
  const temp = await layout.tempFile();
  const output = createWriteStream(temp, { flags: 'wx', flush: true });
  try {
    await pipeline(concatenated(files), output);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await moveIntoPlace(temp, target);
  await rm(layout.uploadDir(multipartId), { recursive: true, force: true });
  return output.bytesWritten;
}

export async function abortUpload(layout: LocalDiskLayout, key: string, multipartId: string) {
  assertValidKey(key);
  await rm(layout.uploadDir(multipartId), { recursive: true, force: true });
}
