import { createMD5 } from 'hash-wasm';
import type { UploadedPart } from './part-uploader.ts';
import { isHeld, partRange, partsToCheck, type StoredPart } from './resume-plan.ts';

/** Bytes read from the file at a time while hashing: a part is never whole in memory. */
const READ_CHUNK = 4 * 1024 * 1024;

/** The MD5 (hex) of a slice of the file, read a chunk at a time. */
export async function md5Of(blob: Blob, signal: AbortSignal): Promise<string> {
  const md5 = await createMD5();
  md5.init();
  for (let offset = 0; offset < blob.size; offset += READ_CHUNK) {
    signal.throwIfAborted();
    md5.update(new Uint8Array(await blob.slice(offset, offset + READ_CHUNK).arrayBuffer()));
  }
  return md5.digest('hex');
}

/**
 * The parts of a resumed upload that storage holds as the file has them: each held part of its
 * slice's size is read and its MD5 compared; `onHeld` hears the bytes of each one kept, which
 * need not be sent again. The others (changed, or cut short) are sent again.
 */
export async function heldParts(
  file: Blob,
  upload: { partSize: number; urls: readonly string[]; storedParts: readonly StoredPart[] },
  signal: AbortSignal,
  onHeld: (bytes: number) => void,
): Promise<UploadedPart[]> {
  const { partSize, storedParts } = upload;
  const held: UploadedPart[] = [];
  for (const part of partsToCheck(
    { partSize, partCount: upload.urls.length },
    file.size,
    storedParts,
  )) {
    const { start, end } = partRange(file.size, partSize, part.partNumber);
    if (!isHeld(part, await md5Of(file.slice(start, end), signal))) continue;
    held.push({ partNumber: part.partNumber, etag: part.etag });
    onHeld(part.size);
  }
  return held;
}
