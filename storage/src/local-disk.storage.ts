import { createWriteStream } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '@rushes/runtime';
import { etagOf, forgetEtag, keepEtag } from './local-disk.etags.ts';
import {
  assertMultipartId,
  isMissing,
  localDiskLayout,
  moveIntoPlace,
} from './local-disk.layout.ts';
import {
  abortUpload,
  abortUploadsStartedBefore,
  adoptFile,
  completeUpload,
  createUpload,
  hasUpload,
  listUploadParts,
  meter,
  type NamedPart,
  writePart,
} from './local-disk.multipart.ts';
import type { ObjectStorage, StoredPart } from './object-storage.ts';
import { StorageError } from './storage-error.ts';
import { assertValidKey, assertValidPrefix } from './storage-key.ts';
import {
  expiresIn,
  objectPath,
  type SignatureCheck,
  type StorageGrant,
  signedStorageUrl,
  uploadPartPath,
  verifyStorageSignature,
} from './storage-signature.ts';

/** Bytes per read of an object. */
const READ_CHUNK = 1024 * 1024;

/** S3's largest part; a bigger local part size is refused. */
export const MAX_PART_BYTES = 5 * 1024 ** 3;

export interface LocalDiskStorageOptions {
  /** Folder holding `objects/`, `multipart/` and `tmp/`. */
  root: string;
  /** Prefix of the signed URLs; '' makes them same-origin paths (`/v2/storage/…`). */
  publicBaseUrl: string;
  /** Signs and verifies the URLs (the BFF's token secret is fine: a derived key is used). */
  signingSecret: string;
}

/** Inclusive byte range, as HTTP's `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The local-disk adapter plus what the BFF's `/v2/storage` routes need. */
export interface LocalDiskStorage extends ObjectStorage {
  readonly kind: 'local-disk';
  /**
   * Streams one part to disk; resolves with its ETag (the quoted md5 of the bytes). A part over
   * the upload's part size (`declaredBytes`, its Content-Length, says so before it is read) is
   * refused with `INVALID_PART`, leaving nothing of it on disk.
   */
  writePart(
    multipartId: string,
    partNumber: number,
    body: Readable,
    declaredBytes?: number,
  ): Promise<string>;
  /**
   * Takes a whole file on this disk as every part of the upload, checked part by part against
   * their MD5s and renamed into place, its bytes never copied (`adoptFile`); the parts it holds.
   */
  adoptFile(multipartId: string, file: string, parts: readonly NamedPart[]): Promise<StoredPart[]>;
  /** Whether this storage holds the multipart upload (begun, neither completed nor aborted). */
  hasUpload(multipartId: string): Promise<boolean>;
  /** Streams the object, or a range of it; rejects with `NO_SUCH_KEY` when there is none. */
  openObject(key: string, range?: ByteRange): Promise<Readable>;
  /** Checks a signed URL against this storage's secret. */
  verifySignature(grant: StorageGrant, signature: string | undefined): SignatureCheck;
}

export const isLocalDiskStorage = (storage: ObjectStorage): storage is LocalDiskStorage =>
  'kind' in storage && storage.kind === 'local-disk';

/**
 * Object storage on a folder: objects at `<root>/objects/<key>`, their ETags (S3's) at
 * `<root>/etags/<key>`; a multipart upload's parts are
 * written at their offsets into `<root>/multipart/<multipartId>/data`, which completing renames
 * into place. Other writes land in `<root>/tmp` and are renamed into place, so a reader never
 * sees half an object. URLs are signed and served by the BFF. Folders and files are private to
 * the user Rushes runs as (0700, 0600), whatever its umask.
 */
export function createLocalDiskStorage(options: LocalDiskStorageOptions): LocalDiskStorage {
  const { publicBaseUrl, signingSecret } = options;
  const layout = localDiskLayout(options.root);
  const sign = (grant: StorageGrant) => signedStorageUrl(publicBaseUrl, signingSecret, grant);

  async function openObject(key: string, range?: ByteRange): Promise<Readable> {
    const file = layout.objectFile(key);
    const handle = await open(file, 'r').catch((error: unknown) =>
      Promise.reject(isMissing(error) ? new StorageError('NO_SUCH_KEY', key) : error),
    );
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      throw new StorageError('NO_SUCH_KEY', key);
    }
    // Media files are read whole and large: 1 MiB reads cost a sixteenth of the default's calls.
    return handle.createReadStream({ ...range, highWaterMark: READ_CHUNK });
  }

  return {
    kind: 'local-disk',
    signedUrlOrigins: async () =>
      URL.canParse(publicBaseUrl) ? [new URL(publicBaseUrl).origin] : [],
    createMultipartUpload: (key, contentType, options) =>
      createUpload(layout, MAX_PART_BYTES, { key, contentType, partSize: options?.partSize }),
    async signPartUrls(key, multipartId, partCount, expiresInSeconds) {
      assertValidKey(key);
      assertMultipartId(multipartId);
      const expires = expiresIn(expiresInSeconds);
      return Array.from({ length: partCount }, (_, index) =>
        sign({ method: 'PUT', path: uploadPartPath(multipartId, index + 1), expires }),
      );
    },
    completeMultipartUpload: (key, multipartId, parts) =>
      completeUpload(layout, key, multipartId, parts),
    abortMultipartUpload: (key, multipartId) => abortUpload(layout, key, multipartId),
    listParts: (key, multipartId) => listUploadParts(layout, key, multipartId),
    abortMultipartUploadsStartedBefore: (cutoff) => abortUploadsStartedBefore(layout, cutoff),
    async signGetUrl(key, { expiresInSeconds, downloadName }) {
      assertValidKey(key);
      const expires = expiresIn(expiresInSeconds);
      return sign({ method: 'GET', path: objectPath(key), expires, download: downloadName });
    },
    async putObject(key, body) {
      const target = layout.objectFile(key);
      const temp = await layout.tempFile();
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      const measured = meter(Number.POSITIVE_INFINITY);
      try {
        await pipeline(
          source,
          measured.transform,
          createWriteStream(temp, { flags: 'wx', flush: true, mode: PRIVATE_FILE_MODE }),
        );
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await forgetEtag(layout, key);
      await moveIntoPlace(temp, target);
      await keepEtag(layout, key, measured.part().etag);
    },
    getObject: (key) => openObject(key),
    async fileOf(key) {
      assertValidKey(key);
      const file = layout.objectFile(key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) throw new StorageError('NO_SUCH_KEY', key);
      return file;
    },
    async headObject(key) {
      const found = await stat(layout.objectFile(key)).catch((error: unknown) =>
        isMissing(error) ? null : Promise.reject(error),
      );
      return found?.isFile() ? { size: found.size } : null;
    },
    etagOf: (key) => etagOf(layout, key),
    async deletePrefix(prefix) {
      await deletePrefix(layout.objectsRoot, prefix);
      await deletePrefix(layout.etagsRoot, prefix);
    },
    writePart: (multipartId, partNumber, body, declaredBytes) =>
      writePart(layout, { multipartId, partNumber, body, declaredBytes }),
    adoptFile: (multipartId, file, parts) => adoptFile(layout, { multipartId, file, parts }),
    hasUpload: (multipartId) => hasUpload(layout, multipartId),
    openObject,
    verifySignature: (grant, signature) => verifyStorageSignature(signingSecret, grant, signature),
  };
}

/**
 * Removes the entries of the prefix's folder below `root` whose names start with its last
 * segment.
 */
async function deletePrefix(root: string, prefix: string): Promise<void> {
  assertValidPrefix(prefix);
  const slash = prefix.lastIndexOf('/');
  const folder = join(root, ...prefix.slice(0, slash + 1).split('/'));
  const stem = prefix.slice(slash + 1);
  if (stem === '') return rm(folder, { recursive: true, force: true });
  const names = await readdir(folder).catch((error: unknown) =>
    isMissing(error) ? [] : Promise.reject(error),
  );
  const doomed = names.filter((name) => name.startsWith(stem));
  await Promise.all(doomed.map((name) => rm(join(folder, name), { recursive: true, force: true })));
}
