import { createReadStream, createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extensionOf } from '@rushes/events';
import { PRIVATE_FILE_MODE } from '@rushes/runtime';
import { contentTypeOf, type ObjectStorage } from '@rushes/storage';

const UPLOADS_IN_FLIGHT = 4;

/**
 * A version's source as a file: storage's own, read in place, when it is on this machine (a long
 * take starts without waiting for a copy); else downloaded into `folder`.
 */
export async function sourceFile(
  input: { storage: ObjectStorage; sourceKey: string; filename: string; signal: AbortSignal },
  folder: string,
): Promise<string> {
  const extension = extensionOf(input.filename).replace(/[^a-z0-9]/g, '');
  const source = join(folder, extension ? `source.${extension}` : 'source');
  return objectFile(input.storage, input.sourceKey, source, input.signal);
}

/** An object as a file: storage's own when it is on this machine, else downloaded to `file`. */
export async function objectFile(
  storage: ObjectStorage,
  key: string,
  file: string,
  signal: AbortSignal,
): Promise<string> {
  const inPlace = await storage.fileOf(key);
  if (inPlace) return inPlace;
  await downloadTo(storage, key, file, signal);
  return file;
}

/** Streams an object to a local file, private to the user the transcoder runs as. */
async function downloadTo(
  storage: ObjectStorage,
  key: string,
  file: string,
  signal: AbortSignal,
): Promise<void> {
  const body = await storage.getObject(key);
  await pipeline(body, createWriteStream(file, { mode: PRIVATE_FILE_MODE }), { signal });
}

export interface FileUpload {
  path: string;
  key: string;
}

/** Uploads small output files (segments, playlists, pictures), a few at a time. */
export async function uploadFiles(
  storage: ObjectStorage,
  files: readonly FileUpload[],
  signal: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      signal.throwIfAborted();
      const body = await readFile(file.path);
      await storage.putObject(file.key, body, { contentType: contentTypeOf(file.key) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(UPLOADS_IN_FLIGHT, files.length) }, worker));
}

/** Uploads large files (a range's levels) one at a time, each streamed from its file. */
export async function uploadLargeFiles(
  storage: ObjectStorage,
  files: readonly FileUpload[],
  signal: AbortSignal,
): Promise<void> {
  for (const file of files) {
    signal.throwIfAborted();
    const body = createReadStream(file.path);
    await storage.putObject(file.key, body, { contentType: contentTypeOf(file.key) });
  }
}

export async function uploadText(storage: ObjectStorage, key: string, text: string): Promise<void> {
  await storage.putObject(key, Buffer.from(text), { contentType: contentTypeOf(key) });
}
