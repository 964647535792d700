import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { type Entry, fromBufferPromise } from 'yauzl';

/** The entries of a zip file as an unzip tool reads them: name and contents. */
export async function zipEntries(path: string) {
  const file = await fromBufferPromise(await readFile(path), { lazyEntries: true });
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
      text: (await buffer(await file.openReadStreamPromise(entry))).toString('utf8'),
    })),
  );
}
