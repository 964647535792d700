/**
 * Which chunks of a download are on disk: every chunk below `through`, and those of `beyond`.
 * Chunks start in order, a few at a time, so the record stays short however large the file.
 */
export interface ChunkRecord {
  through: number;
  beyond: number[];
}

export const noChunks: ChunkRecord = { through: 0, beyond: [] };

/** The record with chunk `index` (from 0) on disk too. */
export function withChunk(record: ChunkRecord, index: number): ChunkRecord {
  const beyond = new Set([...record.beyond, index]);
  let through = record.through;
  while (beyond.delete(through)) through += 1;
  return { through, beyond: [...beyond].filter((n) => n > through).sort((a, b) => a - b) };
}

export const hasChunk = (record: ChunkRecord, index: number) =>
  index < record.through || record.beyond.includes(index);

/** The chunks of a file of `count` chunks still to fetch, in order. */
export const missingChunks = (record: ChunkRecord, count: number): number[] =>
  Array.from({ length: count }, (_, index) => index).filter((index) => !hasChunk(record, index));

/** What a download keeps to resume a file: the object it was fetching and the chunks it holds. */
export interface DownloadKept {
  etag: string;
  size: number;
  chunkSize: number;
  chunks: ChunkRecord;
}

const isKept = (value: unknown): value is DownloadKept => {
  const kept = value as Partial<DownloadKept> | null;
  return (
    typeof kept?.etag === 'string' &&
    typeof kept.size === 'number' &&
    typeof kept.chunkSize === 'number' &&
    kept.chunkSize > 0 &&
    typeof kept.chunks?.through === 'number' &&
    Array.isArray(kept.chunks.beyond)
  );
};

/**
 * Where a file's download starts: from the chunks kept when they are of the same object (its
 * ETag and size) and its `.part` file is still there, whole in size; from nothing otherwise.
 */
export function resumeFrom(
  kept: unknown,
  file: { etag: string; size: number },
  partFileSize: number | null,
  chunkSize: number,
): DownloadKept {
  const fresh = { etag: file.etag, size: file.size, chunkSize, chunks: noChunks };
  if (!isKept(kept) || kept.etag !== file.etag || kept.size !== file.size) return fresh;
  return partFileSize === file.size ? kept : fresh;
}
