import { buffer } from 'node:stream/consumers';
import { type Entry, fromBufferPromise, type ZipFile } from 'yauzl';

/** Every entry of an open zip, in the order of its central directory. */
export async function readEntries(file: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: Entry) => {
      entries.push(entry);
      file.readEntry();
    });
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  return entries;
}

/**
 * A zip's entries as an unzip tool reads them back: name, declared size, declared CRC, flags and
 * contents.
 */
export async function zipEntries(zip: Buffer) {
  const file = await fromBufferPromise(zip, { lazyEntries: true });
  const entries = await readEntries(file);
  return Promise.all(
    entries.map(async (entry) => ({
      name: entry.fileName,
      size: entry.uncompressedSize,
      crc: entry.crc32,
      flags: entry.generalPurposeBitFlag,
      data: await buffer(await file.openReadStreamPromise(entry)),
    })),
  );
}
