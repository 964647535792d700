import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { commentList, startComment } from './helpers/comments.ts';
import { folderDetail } from './helpers/folders.ts';
import { uniqueName } from './helpers/names.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';
import { uploadRow } from './helpers/uploads.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * An Avid ALE as an editor exports it (the structure of testing/data/ale/otio-ale-adapter-
 * sample2.ale: Heading, Column, Data, tab-separated, CRLF) logging two takes of scene 19A.
 */
const ale = [
  'Heading',
  'FIELD_DELIM\tTABS',
  'VIDEO_FORMAT\t1080',
  'AUDIO_FORMAT\t48khz',
  'FPS\t25',
  '',
  'Column',
  'Name\tTracks\tStart\tEnd\tTape\tScene\tTake\tCamera\tCircled\tCOMMENTS',
  '',
  'Data',
  'A007C001\tV1A1\t01:00:00:00\t01:00:02:00\tA007C001\t19A\t1\tA\t\tsoft focus',
  'A007C002\tV1A1\t01:00:02:00\t01:00:04:00\tA007C002\t19A\t2\tA\tY\tprint this one',
  '',
].join('\r\n');

let folder: string;
let clips: string[];
let metadataFile: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-metadata-'));
  const clip = await makeTimecodeClip(folder, { seconds: 2, width: 320, height: 180 });
  clips = [join(folder, 'A007C001.mov'), join(folder, 'A007C002.mov')];
  for (const target of clips) await copyFile(clip, target);
  metadataFile = join(folder, 'Day 3.ale');
  await writeFile(metadataFile, ale);
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('upload clips together with an ALE: the metadata lands on the clips it names', async ({
  page,
}) => {
  await test.step('sign in, create a project and open its root folder', async () => {
    await openNewProjectAsAdmin(page, uniqueName('Slates'));
    await expect(page.getByText('This folder is empty')).toBeVisible();
  });

  await test.step('Upload Files lists the two clips, then the ALE for the folder', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose Files' }).click();
    await (await chooser).setFiles([metadataFile, ...clips]);
    await expect(dialog.getByTestId('upload-file')).toHaveText([
      /A007C001\.mov/,
      /A007C002\.mov/,
      /Day 3\.ale/,
    ]);
    await expect(dialog.getByText('Metadata for the folder')).toBeVisible();
    await expectAccessible(page, 'the Upload Files dialog');
    await page.screenshot({ path: test.info().outputPath('upload-files.png') });
  });

  await test.step('upload the two clips and the ALE at once; the ALE goes last', async () => {
    await page
      .getByRole('dialog', { name: 'Upload Files' })
      .getByRole('button', { name: 'Upload 3 Files' })
      .click();
    await expect(page.getByText('Metadata Imported and Attached to Clips')).toBeVisible({
      timeout: 60_000,
    });
    await expect(uploadRow(page, 'History', 'Day 3.ale')).toContainText('Finished');
    await expectAccessible(page, 'a folder with the metadata notice and the upload list');
  });

  await test.step('the folder lists the takes by their slate', async () => {
    await expect(assetRow(page, '19A / 1')).toBeVisible();
    await expect(assetRow(page, '19A / 2')).toBeVisible();
    await expect(page.getByRole('link', { name: 'A007C001.mov', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'a folder of slated takes');
  });

  await test.step("the chosen take's inspector shows its metadata, the rest of the ALE under More", async () => {
    await assetRow(page, '19A / 2').click({ modifiers: ['Control'] });
    const inspector = page.getByTestId('asset-inspector');
    await expect(folderDetail(page, 'Scene')).toHaveText('19A');
    await expect(folderDetail(page, 'Take')).toHaveText('2');
    await expect(folderDetail(page, 'Selected')).toHaveText('Yes');
    await expect(folderDetail(page, 'COMMENTS')).toHaveText('print this one');
    await expect(folderDetail(page, 'Filename')).toHaveText('A007C002.mov');
    await expect(inspector.getByRole('rowheader', { name: 'Tracks' })).toHaveCount(0);
    await inspector.getByRole('button', { name: 'More' }).click();
    await expect(folderDetail(page, 'Tracks')).toHaveText('V1A1');
    await expectAccessible(page, "a take's inspector with every metadata entry");
    await inspector.getByRole('button', { name: 'Less' }).click();
    await page.keyboard.press('Escape');
  });

  await test.step('filter circled takes: Selected Takes, Non-Selected Takes, Takes with Comments', async () => {
    await expect(page.getByRole('columnheader', { name: 'Selected' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Scene' })).toBeVisible();
    // between the two drawers, Size and Created give way to them: Name keeps its room
    await expect(page.getByRole('columnheader', { name: 'Size' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Duration' })).toBeVisible();
    const nameHeader = await page.getByRole('columnheader', { name: 'Name' }).boundingBox();
    expect(nameHeader?.width).toBeGreaterThanOrEqual(180);
    const chip = (name: string) => page.getByRole('checkbox', { name, exact: true });
    await page.getByText('Selected Takes', { exact: true }).click();
    await expect(assetRow(page, '19A / 2')).toBeVisible();
    await expect(assetRow(page, '19A / 1')).toHaveCount(0);
    await expectAccessible(page, 'a folder showing its circled takes');
    await page.getByText('Non-Selected Takes', { exact: true }).click();
    await expect(chip('Selected Takes')).not.toBeChecked();
    await expect(assetRow(page, '19A / 1')).toBeVisible();
    await expect(assetRow(page, '19A / 2')).toHaveCount(0);
    await page.getByText('Non-Selected Takes', { exact: true }).click();
    await expect(assetRow(page, '19A / 2')).toBeVisible();

    // opened from the Non-Selected Takes, the viewer's playlist is that take alone: it does not
    // play on into 19A / 2 before the comment is made
    await page.getByText('Non-Selected Takes', { exact: true }).click();
    await expect(assetRow(page, '19A / 2')).toHaveCount(0);
    await openAsset(page, '19A / 1');
    const composer = await startComment(page);
    await composer.field.fill('Soft focus on the push in');
    await composer.post.click();
    await expect(commentList(page)).toContainText('Soft focus on the push in');
    await page.getByRole('link', { name: 'Back to the folder' }).click();
    // the folder as it was left, its Non-Selected Takes (the viewer's timeline has the same chips:
    // the rows tell the folder is on screen)
    await expect(assetRow(page, '19A / 1')).toBeVisible();
    await expect(assetRow(page, '19A / 2')).toHaveCount(0);
    await expect(chip('Non-Selected Takes')).toBeChecked();
    await expect(page).toHaveURL(/\?takes=non-selected$/);
    await page.screenshot({ path: test.info().outputPath('back-in-the-folder.png') });
    await page.getByText('Non-Selected Takes', { exact: true }).click();
    await expect(assetRow(page, '19A / 2')).toBeVisible();

    await page.getByText('Takes with Comments', { exact: true }).click();
    await expect(assetRow(page, '19A / 1')).toBeVisible();
    await expect(assetRow(page, '19A / 2')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Comments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('folder-comments')).toContainText('Soft focus on the push in');
    await expectAccessible(page, 'the takes with comments, the sidebar on Comments');
    await page.getByText('Selected Takes', { exact: true }).click();
    await expect(page.getByText('No matching takes found')).toBeVisible();
    await page.getByRole('button', { name: 'Show All Takes' }).click();
    await expect(assetRow(page, '19A / 1')).toBeVisible();
    await expect(assetRow(page, '19A / 2')).toBeVisible();
  });
});
