import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { breadcrumbLink, createFolder, folderRow } from './helpers/folders.ts';
import { uniqueName } from './helpers/names.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';
import { uploadRow, uploadThroughChooser } from './helpers/uploads.ts';
import { saveDownload, zipEntries } from './helpers/zip.ts';

let folder: string;
const files = {
  notes: 'Camera notes.txt',
  script: 'Script notes.txt',
  card: 'Card A.zip',
};

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  await writeFile(join(folder, files.notes), 'Roll 12, lens 35 mm, ND 0.6\n');
  await writeFile(join(folder, files.script), 'Scene 4 runs long\n');
  await writeFile(join(folder, files.card), 'not really an archive');
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Uploads the files to the open folder and waits until each is in its list. */
async function upload(page: Page, names: string[]) {
  await uploadThroughChooser(
    page,
    names.map((name) => join(folder, name)),
  );
  for (const name of names) {
    await expect(uploadRow(page, 'History', name)).toContainText('Finished', { timeout: 60_000 });
    await expect(assetRow(page, name)).toBeVisible();
  }
}

test('downloading a folder as a zip that keeps its folders, and one file from the viewer', async ({
  page,
}) => {
  const project = uniqueName('Downloads');

  await test.step('a project with Dailies (two notes and a card archive) and Day 1 inside it', async () => {
    await openNewProjectAsAdmin(page, project);
    await createFolder(page, 'Dailies');
    await folderRow(page, 'Dailies').getByRole('link', { name: 'Dailies', exact: true }).click();
    await upload(page, [files.notes, files.card]);
    await createFolder(page, 'Day 1');
    await folderRow(page, 'Day 1').getByRole('link', { name: 'Day 1', exact: true }).click();
    await upload(page, [files.script]);
    await breadcrumbLink(page, 'Dailies').click();
    // back in Dailies, not still in Day 1, before its Download is asked for
    await expect(folderRow(page, 'Day 1')).toBeVisible();
  });

  await test.step('Download saves Dailies.zip: the notes in their folders, no archive', async () => {
    const download = await saveDownload(page);
    expect(download.filename).toBe('Dailies.zip');
    expect(await zipEntries(download.path)).toEqual([
      { name: `Dailies/${files.notes}`, text: 'Roll 12, lens 35 mm, ND 0.6\n' },
      { name: `Dailies/Day 1/${files.script}`, text: 'Scene 4 runs long\n' },
    ]);
    await expectAccessible(page, 'a folder with Download');
  });

  await test.step('a selection downloads from the right-click menu as one zip, and shares from the bar', async () => {
    await assetRow(page, files.card).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Download', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await folderRow(page, 'Day 1').click({ modifiers: ['Control'] });
    await assetRow(page, files.notes).click({ modifiers: ['Control'] });
    await expect(page.getByText('2 selected')).toBeVisible();
    await assetRow(page, files.notes).click({ button: 'right' });
    const saved = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
    const download = await saved;
    await expect(page.getByText('File(s) successfully downloaded').last()).toBeVisible();
    expect(download.suggestedFilename()).toBe('Dailies.zip');
    const entries = await zipEntries(await download.path());
    expect(entries.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: files.notes, text: 'Roll 12, lens 35 mm, ND 0.6\n' },
      { name: `Day 1/${files.script}`, text: 'Scene 4 runs long\n' },
    ]);
    // the selection bar's Share, below the folder's own
    await page.getByRole('button', { name: 'Share', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Share 1 Folder and 1 File' });
    await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(/\/share\/[\w-]{43}$/);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Day 1 and 1 more');
    await expectAccessible(page, 'the Share dialog of a selection');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.keyboard.press('Escape');
  });

  await test.step('an archive is never offered for download', async () => {
    await openAsset(page, files.card);
    await expect(page.getByText('There is no preview for this file')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the folder' }).click();
  });

  await test.step('the viewer downloads the file itself, under its name', async () => {
    await openAsset(page, files.notes);
    await expect(page.getByText('There is no preview for this file')).toBeVisible();
    await expectAccessible(page, 'the viewer of a file without preview, with Download');
    const download = await saveDownload(page);
    expect(download.filename).toBe(files.notes);
    expect(await readFile(download.path, 'utf8')).toBe('Roll 12, lens 35 mm, ND 0.6\n');
  });
});
