import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { DownloadFile } from '@rushes/migrations';
import type { ObjectStorage } from '@rushes/storage';
import {
  centralDirectoryHeader,
  dataDescriptor,
  dosDateTime,
  endOfCentralDirectory,
  entryName,
  localFileHeader,
  ZIP32_MAX,
  type ZipEntry,
} from './zip-records.ts';

type Storage = Pick<ObjectStorage, 'getObject'>;

/**
 * The files as one zip, made while it is read: each file is fetched from storage when the zip
 * reaches it and its chunks pass on as they came (stored: media does not compress), only counted
 * into its CRC, so no file and no zip is ever held whole on disk or in memory, and no byte is
 * copied. Storage is read no faster than the zip is. Zip64 takes over past 4 GiB or 65,535
 * files. A file that cannot be read breaks the stream, and the browser reports the download as
 * failed; a reader that goes away stops the file being read.
 */
export function zipStream(
  storage: Storage,
  files: readonly DownloadFile[],
  onError: (error: unknown) => void,
): Readable {
  let body: Readable | undefined;
  const zip = new Readable({
    // The reader wants more: the file being read flows again (see `pipeFile`).
    read: () => body?.resume(),
    destroy(error, callback) {
      body?.destroy();
      callback(error);
    },
  });
  const open = async (key: string) => {
    body = await storage.getObject(key);
    if (zip.destroyed) body.destroy();
    return body;
  };
  writeZip(zip, files, open).catch((error: unknown) => {
    if (zip.destroyed) return; // the reader left first: whatever failed after is its echo
    onError(error);
    zip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return zip;
}

/** For each file its header, its bytes and its descriptor; then the central directory. */
async function writeZip(
  zip: Readable,
  files: readonly DownloadFile[],
  open: (key: string) => Promise<Readable>,
): Promise<void> {
  const modified = dosDateTime(new Date());
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (const file of files) {
    const name = entryName(file.path);
    const zip64 = file.size >= ZIP32_MAX;
    const body = await open(file.sourceKey);
    const header = localFileHeader(name, modified, zip64);
    zip.push(header);
    const entry: ZipEntry = { name, modified, offset, zip64, ...(await pipeFile(zip, body)) };
    const descriptor = dataDescriptor(entry);
    zip.push(descriptor);
    entries.push(entry);
    offset += header.length + entry.size + descriptor.length;
  }
  const directory = Buffer.concat(entries.map(centralDirectoryHeader));
  zip.push(directory);
  zip.push(endOfCentralDirectory({ entries: entries.length, offset, size: directory.length }));
  zip.push(null);
}

/**
 * Passes a file's chunks on into the zip as they come, pausing the file while the zip's reader
 * is behind (its `read` resumes it); its CRC and size once it ends.
 */
async function pipeFile(zip: Readable, body: Readable): Promise<{ crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    size += chunk.byteLength;
    if (!zip.push(chunk)) body.pause();
  });
  await finished(body);
  return { crc, size };
}
