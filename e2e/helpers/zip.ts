import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { expect, type Page } from '@playwright/test';
import { type Entry, fromBufferPromise } from 'yauzl';

/** The entries of a zip file as an unzip tool reads them: name and bytes. */
export async function zipFiles(path: string) {
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
      data: await buffer(await file.openReadStreamPromise(entry)),
    })),
  );
}

/** The entries of a zip file as an unzip tool reads them: name and contents as text. */
export async function zipEntries(path: string) {
  const files = await zipFiles(path);
  return files.map(({ name, data }) => ({ name, text: data.toString('utf8') }));
}

/** Download → the file the browser saved: its name, where it is, and the toast that said so. */
export async function saveDownload(page: Page) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await saved;
  // the toast of a download just before may still be on screen
  await expect(page.getByText('File(s) successfully downloaded').last()).toBeVisible();
  return { filename: download.suggestedFilename(), path: await download.path() };
}
