import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { videoTime } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// Three 12 s clips are uploaded and transcoded; fast mode then plays 5 s of each.
test.describe.configure({ timeout: 240_000 });

const TAKES = ['Take A.mov', 'Take B.mov', 'Take C.mov'] as const;
type TakeName = (typeof TAKES)[number];
/** The folder sorted by name, Z to A. */
const NAME_DESCENDING: TakeName[] = ['Take C.mov', 'Take B.mov', 'Take A.mov'];
const SECONDS = 12;
/** Fast mode's 5 s window centred in a 12 s clip. */
const FAST = { start: 3.5, end: 8.5 };

let folder: string;
let files: string[];

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-takes-'));
  const clip = await makeTimecodeClip(folder, { seconds: SECONDS, width: 320, height: 180 });
  files = TAKES.map((name) => join(folder, name));
  for (const file of files) await copyFile(clip, file);
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The timeline of takes below the player. */
const timeline = (page: Page) => page.getByRole('region', { name: 'Takes', exact: true });

/** The take the timeline marks as the one shown. */
const currentTake = (page: Page) => timeline(page).locator('[aria-current="page"]');

type PlayModeName = 'Clips' | 'Fast' | 'Stills';

/** Chooses a play mode from the player's menu, which names the mode chosen. */
async function choosePlayMode(page: Page, from: PlayModeName, to: PlayModeName) {
  await page.getByRole('button', { name: `Play mode ${from}` }).click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
  await expect(page.getByRole('button', { name: `Play mode ${to}` })).toBeVisible();
}

test('the takes timeline: the folder order, next and previous, the take filters, fast and stills modes', async ({
  page,
  request,
}) => {
  const ids = new Map<TakeName, string>();
  let folderPath = '';
  /** The viewer's address names the take shown. */
  const expectShowing = async (name: TakeName) => {
    await expect(page).toHaveURL(new RegExp(`/${ids.get(name)}(\\?|$)`));
    await expect(currentTake(page)).toHaveText(name);
  };

  await test.step('three clips are uploaded and processed in a new project', async () => {
    const gql = await asAdmin(request);
    const project = await createManagedProject(gql, uniqueName('Takes'));
    for (const [index, name] of TAKES.entries()) {
      ids.set(name, await uploadPlayable(request, gql, project.rootFolder.id, files[index] ?? ''));
    }
    folderPath = `/projects/${project.id}/${project.rootFolder.id}`;
  });

  await test.step('the folder is sorted by name, Z to A', async () => {
    await page.goto(folderPath);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(assetRow(page, 'Take C.mov')).toBeVisible();
    await expectAccessible(page, 'a folder of three takes sorted Z to A');
  });

  await test.step('a take opens with the timeline of the takes below, in the folder’s order', async () => {
    await openAsset(page, 'Take B.mov');
    await expect(timeline(page).getByRole('link')).toHaveText(NAME_DESCENDING);
    await expectShowing('Take B.mov');
    await expect(page.getByRole('button', { name: 'Play mode Clips' })).toBeVisible();
    await expectAccessible(page, 'the viewer with its timeline of takes');
    await timeline(page).screenshot({ path: test.info().outputPath('timeline.png') });
  });

  await test.step('↑ goes to the next take and ↓ to the previous, the address following', async () => {
    await page.keyboard.press('ArrowUp');
    await expectShowing('Take A.mov');
    await page.keyboard.press('ArrowUp');
    await expectShowing('Take A.mov');
    await page.keyboard.press('ArrowDown');
    await expectShowing('Take B.mov');
    await page.keyboard.press('ArrowDown');
    await expectShowing('Take C.mov');
  });

  await test.step('a take filter matching none: No matching takes found, then Show All Takes', async () => {
    await timeline(page).getByText('Takes with Comments', { exact: true }).click();
    await expect(timeline(page).getByText('No matching takes found')).toBeVisible();
    await expect(page).toHaveURL(/withComments=true/);
    await expectAccessible(page, 'the viewer with no matching takes');
    await page.getByRole('button', { name: 'Show All Takes' }).click();
    await expect(timeline(page).getByRole('link')).toHaveText(NAME_DESCENDING);
    await expect(page).not.toHaveURL(/withComments/);
    await expectShowing('Take C.mov');
  });

  await test.step('fast mode plays the 5 s centred in each take, then the next one', async () => {
    // Stills first: fast mode is then chosen on a paused take, whatever the take did meanwhile
    await choosePlayMode(page, 'Clips', 'Stills');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // opened again in stills mode, the take rests at its start (before its window), however far
    // it had played on a slow machine
    await page.reload();
    await expectShowing('Take C.mov');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect.poll(() => videoTime(page)).toBeLessThan(FAST.start);
    await choosePlayMode(page, 'Stills', 'Fast');
    // a paused take moves to the start of its window
    await expect.poll(() => videoTime(page)).toBeCloseTo(FAST.start, 1);
    await page.screenshot({ path: test.info().outputPath('fast-mode.png') });
    await expectAccessible(page, 'the viewer in fast mode');
    // played, its window over, the take gives way to the next, which opens at its window
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expectShowing('Take B.mov');
    await expect(page.getByRole('button', { name: 'Play mode Fast' })).toBeVisible();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(FAST.start);
    expect(await videoTime(page)).toBeLessThanOrEqual(FAST.end);
    await expectShowing('Take A.mov');
  });

  await test.step('the last take stops at the end of its window', async () => {
    await expect
      .poll(() => videoTime(page), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(FAST.end - 0.1);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect(await videoTime(page)).toBeLessThanOrEqual(FAST.end + 0.1);
    await expectShowing('Take A.mov');
  });

  await test.step('stills mode pauses, and ← and → go to the previous and next take', async () => {
    await choosePlayMode(page, 'Fast', 'Stills');
    await page.keyboard.press('ArrowLeft');
    await expectShowing('Take B.mov');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expectShowing('Take A.mov');
    await expectAccessible(page, 'the viewer in stills mode');
  });
});
