import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { openAsset } from './helpers/assets.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { positionDisplay } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';
import { uploadPanel, uploadThroughChooser } from './helpers/uploads.ts';

// The player's controls (media-handling sections 2, 4 and 9): the seek bar's sprite preview,
// fullscreen controls that hide when the pointer rests, and an upload list that never covers them
// (nor the takes, nor the folder's last row) and folds back once its uploads have finished.
test.describe.configure({ timeout: 360_000 });

const spriteOf = (id: string) =>
  `{ asset(id: "${id}") { newestVersion { isProcessing playerSprite { urls } } } }`;

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeTimecodeClip(folder, { seconds: 30, width: 640, height: 360 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const controls = (page: Page) => page.getByTestId('player-controls');
const seekBar = (page: Page) => controls(page).getByRole('slider', { name: 'Position' });

/** Rests the pointer at a share of the seek bar's width. */
async function hoverSeekBar(page: Page, share: number): Promise<void> {
  const box = await seekBar(page).locator('..').boundingBox();
  if (!box) throw new Error('the seek bar is not on screen');
  await page.mouse.move(box.x + box.width * share, box.y + box.height / 2);
}

const backgroundOf = (picture: Locator) =>
  picture.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundImage} ${style.backgroundPosition}`;
  });

/** The viewer's takes strip, under the controls. */
const takesStrip = (page: Page) => page.getByRole('region', { name: 'Takes', exact: true });

/** Whether an element ends above another's top (it is not covered by it). */
async function bottomAbove(element: Locator, cover: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const over = await cover.boundingBox();
  if (!box || !over) throw new Error('an element is not on screen');
  return box.y + box.height <= over.y;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the player: seek preview, resting fullscreen controls, speeds, kept volume and display mode, uploads never covering the controls and folding back', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const project = await createManagedProject(gql, uniqueName('Player'));
  const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
  await expect
    .poll(async () => (await gql(spriteOf(assetId))).asset.newestVersion.playerSprite, {
      timeout: 120_000,
    })
    .toBeTruthy();
  const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;

  await test.step('hovering the seek bar shows the picture and position of that moment', async () => {
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    await expect(seekBar(page)).toBeEnabled();
    const preview = page.getByTestId('seek-preview');
    const picture = page.getByTestId('seek-preview-picture');
    await hoverSeekBar(page, 0.25);
    await expect(picture).toBeVisible();
    await expect(preview).toContainText(/01:00:0[67]:\d\d/);
    const quarter = await backgroundOf(picture);
    expect(quarter).toMatch(/^url\(".+"\) /);
    await hoverSeekBar(page, 0.75);
    await expect(preview).toContainText(/01:00:2[23]:\d\d/);
    await expect.poll(() => backgroundOf(picture)).not.toBe(quarter);
    const box = await preview.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(90);
    await page.screenshot({ path: test.info().outputPath('seek-preview.png') });
    await expectAccessible(page, 'viewer with the seek preview');
    await page.mouse.down();
    await hoverSeekBar(page, 0.5);
    await expect(preview).toContainText(/01:00:1[45]:\d\d/);
    await page.screenshot({ path: test.info().outputPath('seek-preview-drag.png') });
    await page.mouse.up();
    await page.mouse.move(10, 10);
    await expect(preview).toBeHidden();
  });

  await test.step('in fullscreen the controls hide 2 s after the pointer stops, and come back on a move', async () => {
    const play = page.getByRole('button', { name: 'Play', exact: true });
    if (await play.isVisible()) await play.click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    const video = page.locator('video');
    await video.dblclick();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await expect(controls(page)).toBeVisible();
    await expect(controls(page)).toBeHidden({ timeout: 5_000 });
    await page.mouse.move(200, 200);
    await expect(controls(page)).toBeVisible();
    await expect(controls(page)).toBeHidden({ timeout: 5_000 });
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });

  await test.step('speeds 2× to 0.25× with 1 as Normal; the wheel sets the volume; volume and display mode persist', async () => {
    await controls(page).getByRole('button', { name: 'Speed Normal' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      ...['2×', '1.75×', '1.5×', '1.25×', 'Normal', '0.75×', '0.5×', '0.25×'],
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    const volume = controls(page).getByRole('slider', { name: 'Volume' });
    await controls(page).getByRole('button', { name: 'Mute', exact: true }).hover();
    await page.mouse.wheel(0, 100);
    await expect(volume).toHaveAttribute('aria-valuenow', '95');
    await page.keyboard.press('m');
    await expect(volume).toHaveAttribute('aria-valuenow', '0');
    await positionDisplay(page).click();
    await expect(positionDisplay(page)).not.toHaveText(/\d\d:\d\d:\d\d/);
    await page.reload();
    await expect(controls(page).getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(positionDisplay(page)).not.toHaveText(/\d\d:\d\d:\d\d/);
    await page.keyboard.press('m');
    await expect(volume).toHaveAttribute('aria-valuenow', '95');
  });

  const name = basename(clip);
  // the parts wait, so the upload stays in progress while the viewer is open
  let releaseParts = () => {};
  const partsHeld = new Promise<void>((resolve) => {
    releaseParts = resolve;
  });
  await test.step('an upload in progress covers neither the last row, the controls nor the takes', async () => {
    await page.route('**/v2/storage/upload/**', async (route) => {
      await partsHeld;
      await route.continue();
    });
    await page.goto(`/projects/${project.id}/${project.rootFolder.id}`);
    await uploadThroughChooser(page, [clip]);
    await expect(uploadPanel(page)).toContainText('%');
    const lastRow = page.getByRole('row').last();
    await lastRow.scrollIntoViewIfNeeded();
    expect(await bottomAbove(lastRow, uploadPanel(page))).toBe(true);
    await openAsset(page, name);
    await expect(controls(page)).toBeVisible();
    await expect(takesStrip(page)).toBeVisible();
    await expect(uploadPanel(page)).toContainText('%');
    const panel = await uploadPanel(page).boundingBox();
    const bar = await controls(page).boundingBox();
    if (!panel || !bar) throw new Error('the panel or the controls are not on screen');
    expect(overlaps(panel, bar)).toBe(false);
    expect(bar.y + bar.height).toBeLessThanOrEqual(panel.y);
    expect(await bottomAbove(takesStrip(page), uploadPanel(page))).toBe(true);
    await page.screenshot({ path: test.info().outputPath('upload-panel-viewer.png') });
    await expectAccessible(page, 'viewer with the upload list open');
  });

  await test.step('once the upload has finished, the list folds back into the footer', async () => {
    releaseParts();
    // the pointer and the focus are elsewhere: the list goes a few seconds after the job ends
    await expect(uploadPanel(page)).toBeHidden({ timeout: 150_000 });
    await expect(page.getByRole('button', { name: 'Uploads', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectAccessible(page, 'viewer with the upload list folded back');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
