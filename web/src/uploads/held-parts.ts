import { checkHeldParts, type StoredPart, type UploadedPart } from '@rushes/rules';
import { createMD5 } from 'hash-wasm';

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
 * The parts of a resumed upload that storage holds as the file has them (`checkHeldParts`), the
 * file read in the browser; `onHeld` hears the bytes of each one kept.
 */
export function heldParts(
  file: Blob,
  upload: { partSize: number; urls: readonly string[]; storedParts: readonly StoredPart[] },
  signal: AbortSignal,
  onHeld: (bytes: number) => void,
): Promise<UploadedPart[]> {
  const { partSize, storedParts } = upload;
  return checkHeldParts(
    { partSize, partCount: upload.urls.length, storedParts },
    file.size,
    ({ start, end }) => md5Of(file.slice(start, end), signal),
    onHeld,
  );
}
