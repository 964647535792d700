import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow } from './helpers/assets.ts';
import { uniqueName } from './helpers/names.ts';
import { positionDisplay } from './helpers/player.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';

test.describe.configure({ timeout: 150_000 });

/**
 * A scene of its own, so the takes other journeys log (metadata.spec's 19A) never join the
 * results this journey counts.
 */
const scene = `${100 + Math.floor(Math.random() * 900)}Q`;

/** Two takes of the scene logged in an ALE; the first's comment names the second. */
const ale = [
  'Heading',
  'FIELD_DELIM\tTABS',
  'VIDEO_FORMAT\t1080',
  'FPS\t25',
  '',
  'Column',
  'Name\tTracks\tStart\tEnd\tScene\tTake\tCamera\tCOMMENTS',
  '',
  'Data',
  `A007C001\tV1A1\t01:00:00:00\t01:00:02:00\t${scene}\t1\tA\tsoft, use ${scene}/2`,
  `A007C002\tV1A1\t01:00:02:00\t01:00:04:00\t${scene}\t2\tB\tprint this one`,
  '',
].join('\r\n');

let folder: string;
let files: string[];

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-search-'));
  const clip = await makeTimecodeClip(folder, { seconds: 2, width: 320, height: 180 });
  files = [join(folder, 'Day 3.ale'), join(folder, 'A007C001.mov'), join(folder, 'A007C002.mov')];
  await writeFile(files[0] ?? '', ale);
  for (const target of files.slice(1)) await copyFile(clip, target);
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('type a slate into the header, see the counts, filter to Assets, open the clip', async ({
  page,
}) => {
  const project = uniqueName('Pickups');

  await test.step('a project with two takes of one scene and their ALE', async () => {
    await openNewProjectAsAdmin(page, project);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose Files' }).click();
    await (await chooser).setFiles(files);
    await dialog.getByRole('button', { name: 'Upload 3 Files' }).click();
    await expect(page.getByText('Metadata Imported and Attached to Clips')).toBeVisible({
      timeout: 60_000,
    });
    await expect(assetRow(page, `${scene} / 2`)).toBeVisible();
    // the notice goes after its 10 s
    await expect(page.getByText('Metadata Imported and Attached to Clips')).toBeHidden({
      timeout: 20_000,
    });
  });

  await test.step('the search icon opens a field; typing the slate runs the search', async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect(field).toBeFocused();
    await field.fill(`${scene}/2`);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${scene}%2F2$`));
    const groups = page.getByRole('navigation', { name: 'Result groups' });
    await expect(groups.getByRole('button', { name: 'Show All 2' })).toBeVisible();
    await expect(groups.getByRole('button', { name: 'Assets 2' })).toBeVisible();
    await expect(groups.getByRole('button', { name: 'Projects 0' })).toBeVisible();
    const hits = page.getByTestId('search-hit');
    // the exact slate first, then the take whose metadata names it, each where it lives
    await expect(hits.first().getByRole('link')).toHaveText(`${scene} / 2`);
    await expect(hits.first()).toContainText(project);
    await expect(hits.first().locator('mark').first()).toHaveText(`${scene} / 2`);
    await expect(hits.nth(1).getByRole('link')).toHaveText(`${scene} / 1`);
    await expect(hits.nth(1)).toContainText(`COMMENTS: soft, use ${scene}/2`);
    await expectAccessible(page, 'the search results');
    await page.screenshot({ path: test.info().outputPath('search-results.png'), fullPage: true });
  });

  await test.step('choosing Assets filters the hits to that group', async () => {
    await page.getByRole('button', { name: 'Assets 2' }).click();
    await expect(page).toHaveURL(/group=assets/);
    await expect(page.getByRole('button', { name: 'Assets 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Assets' })).toBeVisible();
    await expect(page.getByTestId('search-hit')).toHaveCount(2);
    await expectAccessible(page, 'the search results filtered to assets');
  });

  await test.step('a click on the take opens it in the viewer', async () => {
    await page
      .getByTestId('search-hit')
      .first()
      .getByRole('link', { name: `${scene} / 2` })
      .click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(positionDisplay(page)).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, 'the clip opened from search');
  });

  await test.step('/ opens the search anywhere; Escape on the results goes back', async () => {
    const viewer = page.url();
    await page.keyboard.press('/');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect(field).toBeFocused();
    await field.fill(`${scene}/1`);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${scene}%2F1$`));
    await expect(page.getByTestId('search-hit').first().getByRole('link')).toHaveText(
      `${scene} / 1`,
    );
    await field.press('Escape');
    await expect(field).toHaveCount(0);
    await expect(page).toHaveURL(viewer);
  });
});
