import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { makePrivateFolder } from '@rushes/runtime';
import { StorageError } from './storage-error.ts';
import { assertValidKey } from './storage-key.ts';

const multipartIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_PART_NUMBER = 10_000;

/** Where the local-disk adapter keeps things under its root folder. */
export interface LocalDiskLayout {
  objectsRoot: string;
  /** Each object's ETag, at the object's key below it. */
  etagsRoot: string;
  /** The folder of every multipart upload's folder. */
  multipartRoot: string;
  objectFile(key: string): string;
  etagFile(key: string): string;
  uploadDir(multipartId: string): string;
  /** The one file every part of the upload is written into, each at its offset. */
  dataFile(multipartId: string): string;
  /** Part n's record (its ETag and size), present once the part was written whole. */
  partRecordFile(multipartId: string, partNumber: number): string;
  /** A fresh file name in `<root>/tmp`, on the same file system as the objects. */
  tempFile(): Promise<string>;
}

export function assertMultipartId(multipartId: string): void {
  if (!multipartIdPattern.test(multipartId)) {
    throw new StorageError('NO_SUCH_UPLOAD', `no multipart upload ${multipartId}`);
  }
}

export function assertPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    throw new StorageError('INVALID_PART', `part number ${partNumber} is not 1…${MAX_PART_NUMBER}`);
  }
}

export function localDiskLayout(root: string): LocalDiskLayout {
  const objectsRoot = resolve(root, 'objects');
  const etagsRoot = resolve(root, 'etags');
  const multipartRoot = resolve(root, 'multipart');
  const tempRoot = resolve(root, 'tmp');
  /** The file of a key below a root folder. */
  const fileBelow = (folder: string, key: string) => {
    assertValidKey(key);
    const file = join(folder, ...key.split('/'));
    // The key rules already forbid escaping; this keeps it true if they ever loosen.
    if (!file.startsWith(folder + sep)) throw new StorageError('INVALID_KEY', key);
    return file;
  };
  return {
    objectsRoot,
    etagsRoot,
    multipartRoot,
    objectFile: (key) => fileBelow(objectsRoot, key),
    etagFile: (key) => fileBelow(etagsRoot, key),
    uploadDir(multipartId) {
      assertMultipartId(multipartId);
      return join(multipartRoot, multipartId);
    },
    dataFile(multipartId) {
      return join(this.uploadDir(multipartId), 'data');
    },
    partRecordFile(multipartId, partNumber) {
      assertPartNumber(partNumber);
      return join(this.uploadDir(multipartId), `${partNumber}.json`);
    },
    async tempFile() {
      await makePrivateFolder(tempRoot);
      return join(tempRoot, randomUUID());
    },
  };
}

/** Renames a finished temp file onto its final path (atomic on one file system). */
export async function moveIntoPlace(temp: string, target: string): Promise<void> {
  try {
    await makePrivateFolder(dirname(target));
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Whether a file-system error means "nothing there". */
export const isMissing = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR');
