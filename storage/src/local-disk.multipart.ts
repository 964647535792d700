import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '@rushes/runtime';
import { forgetEtag, keepEtag, multipartEtag } from './local-disk.etags.ts';
import {
  assertMultipartId,
  assertPartNumber,
  isMissing,
  type LocalDiskLayout,
} from './local-disk.layout.ts';
import type { StoredPart, UploadedPart } from './object-storage.ts';
import { StorageError } from './storage-error.ts';
import { assertValidKey } from './storage-key.ts';

interface UploadRecord {
  key: string;
  partSize: number;
}

interface PartRecord {
  etag: string;
  size: number;
}

const recordFile = (layout: LocalDiskLayout, id: string) =>
  join(layout.uploadDir(id), 'upload.json');
const bareEtag = (etag: string) => etag.replace(/"/g, '');
const noSuchUpload = (multipartId: string) =>
  new StorageError('NO_SUCH_UPLOAD', `no multipart upload ${multipartId}`);
/** A file of the upload went missing under us: it was aborted or completed meanwhile. */
const goneMeansNoUpload = (multipartId: string) => (error: unknown) =>
  Promise.reject(isMissing(error) ? noSuchUpload(multipartId) : error);

/** Hashes and counts the bytes on their way through; fails past `maxBytes`. */
export function meter(maxBytes: number) {
  const hash = createHash('md5');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(partTooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, part: (): PartRecord => ({ etag: `"${hash.digest('hex')}"`, size }) };
}

/** Reads a small JSON file; null when it is missing or torn. */
async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return value && typeof value === 'object' ? { ...value } : null;
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return null;
    throw error;
  }
}

async function uploadRecord(layout: LocalDiskLayout, multipartId: string): Promise<UploadRecord> {
  const record = await readJson(recordFile(layout, multipartId));
  const { key, partSize } = record ?? {};
  if (typeof key !== 'string' || typeof partSize !== 'number') throw noSuchUpload(multipartId);
  return { key, partSize };
}

async function partRecord(layout: LocalDiskLayout, multipartId: string, partNumber: number) {
  const record = await readJson(layout.partRecordFile(multipartId, partNumber));
  const { etag, size } = record ?? {};
  return typeof etag === 'string' && typeof size === 'number' ? { etag, size } : null;
}

/** Whether the upload was begun here and is neither completed nor aborted. */
export const hasUpload = (layout: LocalDiskLayout, multipartId: string): Promise<boolean> =>
  uploadRecord(layout, multipartId).then(
    () => true,
    (error: unknown) =>
      error instanceof StorageError && error.code === 'NO_SUCH_UPLOAD'
        ? false
        : Promise.reject(error),
  );

/** Starts an upload whose parts (all but the last exactly `partSize` bytes) share one file. */
export async function createUpload(
  layout: LocalDiskLayout,
  maxPartBytes: number,
  upload: { key: string; contentType: string; partSize?: number },
) {
  const { key, contentType, partSize } = upload;
  assertValidKey(key);
  if (typeof partSize !== 'number' || !Number.isInteger(partSize) || partSize < 1) {
    throw new StorageError('INVALID_PART', 'local disk needs the part size of an upload');
  }
  if (partSize > maxPartBytes) throw new StorageError('INVALID_PART', 'part size too large');
  const multipartId = randomUUID();
  await makePrivateFolder(layout.uploadDir(multipartId));
  await writeFile(layout.dataFile(multipartId), '', { flag: 'wx', mode: PRIVATE_FILE_MODE });
  const record = JSON.stringify({ key, contentType, partSize });
  await writeFile(recordFile(layout, multipartId), record, { mode: PRIVATE_FILE_MODE });
  return multipartId;
}

const partTooLarge = () => new StorageError('INVALID_PART', 'part larger than the part size');

/** The size of a file, or null when it is gone. */
const sizeOf = (file: string) =>
  stat(file).then(
    (found) => found.size,
    (error: unknown) => (isMissing(error) ? null : Promise.reject(error)),
  );

/**
 * Takes back what a refused part wrote past the end of the upload's file: when the part was the
 * file's last, the file is cut back to where it ended before. A part written inside the file
 * (a later part came first) stays where a valid part will overwrite it, and goes with the upload.
 */
async function takeBack(data: string, before: number | null, end: number) {
  const after = await sizeOf(data);
  if (before === null || after === null || after <= before || after > end) return;
  await truncate(data, before);
}

/**
 * Streams one part into the upload's file at its offset (never whole in memory) and flushes it
 * to the disk; resolves with its ETag, the quoted md5. Until the part is written whole it has no record, so a failed
 * (re-)upload leaves the part missing rather than half-written. A part larger than the part
 * size is refused before anything is written when `declaredBytes` (its Content-Length) says so,
 * else as soon as its bytes pass the part size, and what it wrote is taken back.
 */
export async function writePart(
  layout: LocalDiskLayout,
  upload: { multipartId: string; partNumber: number; body: Readable; declaredBytes?: number },
): Promise<string> {
  const { multipartId, partNumber, body, declaredBytes } = upload;
  const record = layout.partRecordFile(multipartId, partNumber);
  const { partSize } = await uploadRecord(layout, multipartId);
  if (declaredBytes !== undefined && declaredBytes > partSize) throw partTooLarge();
  await rm(record, { force: true });
  const measured = meter(partSize);
  const start = (partNumber - 1) * partSize;
  const data = layout.dataFile(multipartId);
  const before = await sizeOf(data);
  // Flushed as it ends: the upload's bytes reach the disk while others still arrive, and the
  // completion, which a person waits on, has little left to flush however large the file.
  const output = createWriteStream(data, { flags: 'r+', start, flush: true });
  await pipeline(body, measured.transform, output).catch(async (error: unknown) => {
    await takeBack(data, before, start + partSize);
    return goneMeansNoUpload(multipartId)(error);
  });
  const part = measured.part();
  await writeFile(record, JSON.stringify(part), { mode: PRIVATE_FILE_MODE }).catch(
    goneMeansNoUpload(multipartId),
  );
  return part.etag;
}

/**
 * The object's size once the listed parts check out: parts 1…n each once, ETags as stored, and
 * every part but the last exactly the part size (S3 refuses small parts too).
 */
async function checkedSize(
  layout: LocalDiskLayout,
  upload: { multipartId: string; partSize: number },
  parts: UploadedPart[],
): Promise<number> {
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  if (ordered.length === 0) throw new StorageError('INVALID_PART', 'no parts');
  let size = 0;
  for (const [index, part] of ordered.entries()) {
    assertPartNumber(part.partNumber);
    if (ordered[index - 1]?.partNumber === part.partNumber) {
      throw new StorageError('INVALID_PART', `part ${part.partNumber} listed twice`);
    }
    if (part.partNumber !== index + 1) {
      throw new StorageError('INVALID_PART', `part ${index + 1} is missing`);
    }
    const stored = await partRecord(layout, upload.multipartId, part.partNumber);
    if (stored === null || bareEtag(stored.etag) !== bareEtag(part.etag)) {
      throw new StorageError('INVALID_PART', `part ${part.partNumber} is missing or changed`);
    }
    if (index < ordered.length - 1 && stored.size !== upload.partSize) {
      throw new StorageError(
        'INVALID_PART',
        `part ${part.partNumber} is ${stored.size} bytes; all but the last must be ${upload.partSize}`,
      );
    }
    size += stored.size;
  }
  return size;
}

/**
 * Completes without moving the data: the parts already sit at their offsets in one file, so it
 * is cut to the object's size, flushed once and renamed into place, with the ETag S3 would give.
 */
export async function completeUpload(
  layout: LocalDiskLayout,
  key: string,
  multipartId: string,
  parts: UploadedPart[],
): Promise<number> {
  const target = layout.objectFile(key);
  const { key: uploadKey, partSize } = await uploadRecord(layout, multipartId);
  if (uploadKey !== key) {
    throw new StorageError('NO_SUCH_UPLOAD', `multipart upload ${multipartId} is not for ${key}`);
  }
  const size = await checkedSize(layout, { multipartId, partSize }, parts);
  const data = layout.dataFile(multipartId);
  const handle = await open(data, 'r+').catch(goneMeansNoUpload(multipartId));
  try {
    await handle.truncate(size);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await makePrivateFolder(dirname(target));
  await forgetEtag(layout, key);
  await rename(data, target).catch(goneMeansNoUpload(multipartId));
  const inOrder = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  await keepEtag(layout, key, multipartEtag(inOrder.map((part) => part.etag)));
  await rm(layout.uploadDir(multipartId), { recursive: true, force: true });
  return size;
}

/** The parts written whole so far, from their records, in part order. */
export async function listUploadParts(
  layout: LocalDiskLayout,
  key: string,
  multipartId: string,
): Promise<StoredPart[]> {
  const { key: uploadKey } = await uploadRecord(layout, multipartId);
  if (uploadKey !== key) throw noSuchUpload(multipartId);
  const names = await readdir(layout.uploadDir(multipartId)).catch(goneMeansNoUpload(multipartId));
  const numbers = names.flatMap((name) => /^([1-9][0-9]*)\.json$/.exec(name)?.[1] ?? []);
  const parts = await Promise.all(
    numbers.map(Number).map(async (partNumber) => {
      const part = await partRecord(layout, multipartId, partNumber);
      return part ? [{ partNumber, ...part }] : [];
    }),
  );
  return parts.flat().sort((a, b) => a.partNumber - b.partNumber);
}

export async function abortUpload(layout: LocalDiskLayout, key: string, multipartId: string) {
  assertValidKey(key);
  await rm(layout.uploadDir(multipartId), { recursive: true, force: true });
}

/** When an upload started: its record is written once, as it starts. */
async function startedAt(layout: LocalDiskLayout, multipartId: string): Promise<Date | null> {
  const found = await stat(recordFile(layout, multipartId)).catch((error: unknown) =>
    isMissing(error) ? stat(layout.uploadDir(multipartId)) : Promise.reject(error),
  );
  return found.mtime;
}

/** Removes the uploads started before `cutoff`, parts and all; how many it removed. */
export async function abortUploadsStartedBefore(
  layout: LocalDiskLayout,
  cutoff: Date,
): Promise<number> {
  const names = await readdir(layout.multipartRoot).catch((error: unknown) =>
    isMissing(error) ? [] : Promise.reject(error),
  );
  let aborted = 0;
  for (const multipartId of names) {
    try {
      assertMultipartId(multipartId);
    } catch {
      continue; // not an upload of ours
    }
    const started = await startedAt(layout, multipartId).catch((error: unknown) =>
      isMissing(error) ? null : Promise.reject(error),
    );
    if (started === null || started >= cutoff) continue;
    await rm(layout.uploadDir(multipartId), { recursive: true, force: true });
    aborted += 1;
  }
  return aborted;
}

/** A part of a file taken whole: its number and the MD5 (hex) its bytes must have. */
export interface NamedPart {
  partNumber: number;
  md5: string;
}

async function md5OfRange(file: string, start: number, size: number): Promise<string> {
  const hash = createHash('md5');
  if (size > 0) {
    const range = createReadStream(file, { start, end: start + size - 1, highWaterMark: 1 << 20 });
    for await (const chunk of range) hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/**
 * Takes a whole file on this disk as every part of an upload, without copying its bytes: each
 * part's range is checked against its MD5, then the file is renamed into the upload's place and
 * the parts recorded, as if each had been written (its ETag the quoted MD5). Refused with
 * `INVALID_PART`, the file left as it was, when the parts do not cover it exactly or a range is
 * not the bytes named; with `CROSS_DEVICE` when the file is on another file system. A part sent
 * meanwhile would write into the file replaced: the caller takes a file instead of sending parts.
 */
export async function adoptFile(
  layout: LocalDiskLayout,
  upload: { multipartId: string; file: string; parts: readonly NamedPart[] },
): Promise<StoredPart[]> {
  const { multipartId, file, parts } = upload;
  const { partSize } = await uploadRecord(layout, multipartId);
  const size = await sizeOf(file);
  if (size === null) throw new StorageError('INVALID_PART', 'no file to take');
  const count = Math.max(1, Math.ceil(size / partSize));
  const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  if (ordered.length !== count || ordered.some((part, index) => part.partNumber !== index + 1)) {
    throw new StorageError('INVALID_PART', `the file is ${count} parts, numbered 1 to ${count}`);
  }
  const stored: StoredPart[] = [];
  for (const { partNumber, md5 } of ordered) {
    const start = (partNumber - 1) * partSize;
    const bytes = Math.min(partSize, size - start);
    if ((await md5OfRange(file, start, bytes)) !== md5.toLowerCase()) {
      throw new StorageError('INVALID_PART', `part ${partNumber} is not the bytes named`);
    }
    stored.push({ partNumber, etag: `"${md5.toLowerCase()}"`, size: bytes });
  }
  await rename(file, layout.dataFile(multipartId)).catch((error: unknown) =>
    Promise.reject(
      (error as NodeJS.ErrnoException).code === 'EXDEV'
        ? new StorageError('CROSS_DEVICE', 'the file is on another file system')
        : isMissing(error)
          ? noSuchUpload(multipartId)
          : error,
    ),
  );
  for (const { partNumber, etag, size: bytes } of stored) {
    const record = JSON.stringify({ etag, size: bytes } satisfies PartRecord);
    await writeFile(layout.partRecordFile(multipartId, partNumber), record, {
      mode: PRIVATE_FILE_MODE,
    });
  }
  return stored;
}
