import { extensionOf } from '@rushes/events';
import { keyFolderOf, storageRootOf } from '@rushes/storage';

const MiB = 1024 * 1024;

/** The largest object S3 stores: 5 TiB. */
export const MAX_UPLOAD_SIZE = 5 * 1024 * MiB * 1024;
/** S3 joins at most 10,000 parts. */
export const MAX_PARTS = 10_000;
/** S3 needs 5 MiB for every part but the last; 8 MiB keeps the part count of common files low. */
export const MIN_PART_SIZE = 8 * MiB;

/** Bytes in the gigabyte of `RUSHES_MAX_UPLOAD_GB` (sizes are shown in base 1000). */
export const GIGABYTE = 1_000_000_000;

/**
 * What is wrong with a declared upload size, or null: a whole number of bytes from 0 to `max`
 * (the operator's limit, never above S3's 5 TiB). Checked before anything is stored.
 */
export function uploadSizeProblem(
  size: number,
  max: number,
): { field: 'size'; rule: 'range'; max: number } | null {
  const limit = Math.min(max, MAX_UPLOAD_SIZE);
  if (Number.isSafeInteger(size) && size >= 0 && size <= limit) return null;
  return { field: 'size', rule: 'range', max: limit };
}

/**
 * How a file of `size` bytes is cut: parts of whole MiB, at least 8 MiB, large enough that any
 * file up to 5 TiB fits in 10,000 parts. An empty file is one empty part.
 */
export function uploadPartsOf(size: number): { partSize: number; partCount: number } {
  const partSize = Math.max(MIN_PART_SIZE, Math.ceil(size / MAX_PARTS / MiB) * MiB);
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

/**
 * Every version of an asset lives under this prefix (ends with `/`), in its project's storage:
 * `[<storage prefix>/]projects/<project>/assets/<asset>/`.
 */
export const assetKeyFolderOf = (
  ids: { projectId: string; assetId: string },
  storagePrefix: string,
) => `${storageRootOf(storagePrefix)}projects/${ids.projectId}/assets/${ids.assetId}/`;

/** Everything of one version lives under `<asset key folder><version>/`. */
const versionPrefixOf = (
  ids: { projectId: string; assetId: string; versionId: string },
  storagePrefix: string,
) => `${assetKeyFolderOf(ids, storagePrefix)}${ids.versionId}/`;

/**
 * The prefix of a version's files: its source's folder (a copy's is the original's, whose media
 * it shares).
 */
export const versionFolderOf = (version: { sourceKey: string }) => keyFolderOf(version.sourceKey);

/** A file's extension when it is safe in a storage key: short, letters and digits only. */
const keyExtension = (filename: string): string => {
  const extension = extensionOf(filename);
  return /^[a-z0-9]{1,10}$/.test(extension) ? `.${extension}` : '';
};

/** Where an upload's bytes go: `<version prefix>source<.ext>` in its project's storage. */
export const sourceKeyOf = (
  ids: { projectId: string; assetId: string; versionId: string },
  filename: string,
  storagePrefix: string,
): string => `${versionPrefixOf(ids, storagePrefix)}source${keyExtension(filename)}`;

/**
 * What is wrong with the parts a client says it uploaded, or null: each of 1…partCount exactly
 * once, with an ETag.
 */
export function partsProblem(
  parts: readonly { partNumber: number; etag: string }[],
  partCount: number,
): 'missing' | 'unknown' | null {
  const known = (part: { partNumber: number; etag: string }) =>
    Number.isInteger(part.partNumber) &&
    part.partNumber >= 1 &&
    part.partNumber <= partCount &&
    part.etag.trim() !== '';
  const numbers = new Set(parts.map((part) => part.partNumber));
  if (!parts.every(known) || numbers.size !== parts.length) return 'unknown';
  return parts.length === partCount ? null : 'missing';
}
