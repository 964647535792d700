import { buffer } from 'node:stream/consumers';
import { type Entry, fromBufferPromise } from 'yauzl';

/** A zip's entries as an unzip tool reads them back: name, declared size and contents. */
export async function zipEntries(zip: Buffer) {
  const file = await fromBufferPromise(zip, { lazyEntries: true });
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
  return Promise.all(
    entries.map(async (entry) => ({
      name: entry.fileName,
      size: entry.uncompressedSize,
      data: await buffer(await file.openReadStreamPromise(entry)),
    })),
  );
}
