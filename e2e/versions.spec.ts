import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { uniqueName } from './helpers/names.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';
import { closeUploadPanel, uploadRow, uploadThroughChooser } from './helpers/uploads.ts';

// Two clips are uploaded and transcoded, one after the other.
test.describe.configure({ timeout: 240_000 });

const FPS = 25;
const TRANSCODE = { timeout: 120_000 };

let folder: string;
/** Version 1: 4 s long; version 2: 2 s long, so the one playing shows in its duration. */
let first: string;
let second: string;
/** Version 3, dropped from the desktop onto the asset's row. */
let third: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  first = await makeTimecodeClip(folder, { seconds: 4, width: 640, height: 360, fps: FPS });
  second = await makeTimecodeClip(folder, { seconds: 2, width: 320, height: 180, fps: FPS });
  third = await makeTimecodeClip(folder, { seconds: 1, width: 480, height: 270, fps: FPS });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const currentTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** The playing video's duration in whole seconds, once it is known. */
const duration = (page: Page) =>
  page.locator('video').evaluate((element: HTMLVideoElement) => Math.round(element.duration || 0));

/** The version menu's button, which names the version on screen. */
const versionButton = (page: Page, number: number) =>
  page.getByRole('button', { name: `Version ${number}`, exact: true });

/**
 * Drops a file from the desktop at the middle of `target`, as the browser does: the drag enters
 * the page (the folder's drop zone covers it), moves over the target, whose asset the cover names,
 * then is dropped where the pointer is.
 */
async function dropFile(page: Page, target: Locator, path: string, assetName: string) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not on screen');
  const file = { name: basename(path), bytes: (await readFile(path)).toString('base64') };
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const transfer = await page.evaluateHandle(({ name, bytes }) => {
    const data = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
    const dropped = new DataTransfer();
    dropped.items.add(new File([data], name, { type: 'video/quicktime' }));
    return dropped;
  }, file);
  await page.evaluate(
    (dataTransfer) => document.dispatchEvent(new DragEvent('dragenter', { dataTransfer })),
    transfer,
  );
  // the drop zone now covers the page: what is under the pointer is no longer the row
  await expect
    .poll(() =>
      target.evaluate((row, { x, y }) => row.contains(document.elementFromPoint(x, y)), point),
    )
    .toBe(false);
  const dispatch = (types: string[]) =>
    page.evaluate(
      ({ dataTransfer, x, y, types }) => {
        const under = document.elementFromPoint(x, y);
        for (const type of types) {
          const init = { dataTransfer, clientX: x, clientY: y, bubbles: true, cancelable: true };
          under?.dispatchEvent(new DragEvent(type, init));
        }
      },
      { dataTransfer: transfer, ...point, types },
    );
  await dispatch(['dragenter', 'dragover']);
  await expect(page.getByText(`Drop on ${assetName} to upload a new version of it`)).toBeVisible();
  await dispatch(['drop']);
}

/** Both compared videos have a picture and show the same frame (within half a frame). */
async function expectSameFrame(a: Locator, b: Locator) {
  await expect
    .poll(async () => Math.abs((await currentTime(a)) - (await currentTime(b))), {
      timeout: 10_000,
    })
    .toBeLessThan(0.5 / FPS);
}

test('new versions: from the row, switched to and back, compared with a wipe, dropped, from the viewer', async ({
  page,
}) => {
  const name = basename(first);

  await test.step('a project with one clip, processed', async () => {
    await openNewProjectAsAdmin(page, uniqueName('Versions'));
    await uploadThroughChooser(page, [first]);
    await expect(uploadRow(page, 'History', name)).toContainText('Finished', TRANSCODE);
    await expect(assetRow(page, name).getByTestId('version-badge')).toHaveCount(0);
  });

  await test.step('Upload new version from its ⋯ menu: the row shows v2', async () => {
    await assetRow(page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload new version' }).click();
    await (await chooser).setFiles(second);
    await expect(uploadRow(page, 'History', basename(second))).toContainText('Finished', TRANSCODE);
    // still one asset, its newest version the second clip
    await expect(assetRow(page, name)).toHaveCount(1);
    await expect(assetRow(page, name).getByTestId('version-badge')).toHaveText('v2');
    await closeUploadPanel(page);
    await expectAccessible(page, 'a folder with an asset of two versions');
  });

  await test.step('the viewer plays version 2; its menu lists v2 then v1', async () => {
    await openAsset(page, name);
    await expect(versionButton(page, 2)).toBeVisible();
    await expect.poll(() => duration(page), TRANSCODE).toBe(2);
    await expectAccessible(page, 'the viewer of version 2');
    await versionButton(page, 2).click();
    const items = page.getByRole('menuitem', { name: /^v\d/ });
    await expect(items).toHaveText([/^v2 \d{4}\/\d\d\/\d\d/, /^v1 \d{4}\/\d\d\/\d\d/]);
  });

  await test.step('switching to v1 plays it, and the address names it', async () => {
    await page.getByRole('menuitem', { name: /^v1/ }).click();
    await expect(page).toHaveURL(/[?&]version=1\b/);
    await expect(versionButton(page, 1)).toBeVisible();
    await expect.poll(() => duration(page), TRANSCODE).toBe(4);
    await expectAccessible(page, 'the viewer of version 1');
    await page.screenshot({ path: test.info().outputPath('version-1.png') });
  });

  await test.step('a link to v1 opens v1; back to v2, the newest', async () => {
    await page.reload();
    await expect(versionButton(page, 1)).toBeVisible();
    await expect.poll(() => duration(page), TRANSCODE).toBe(4);
    await versionButton(page, 1).click();
    await page.getByRole('menuitem', { name: /^v2/ }).click();
    await expect(page).not.toHaveURL(/version=/);
    await expect(versionButton(page, 2)).toBeVisible();
    await expect.poll(() => duration(page), TRANSCODE).toBe(2);
  });

  const a = page.getByTestId('compare-video-A');
  const b = page.getByTestId('compare-video-B');

  await test.step('Compare… with v1 as A and v2 as B: side by side, one frame', async () => {
    await versionButton(page, 2).click();
    await page.getByRole('menuitem', { name: 'Compare…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare Versions' });
    await expect(dialog.getByRole('combobox', { name: 'Version A' })).toHaveValue('Version 1');
    await expect(dialog.getByRole('combobox', { name: 'Version B' })).toHaveValue('Version 2');
    await expectAccessible(page, 'the Compare Versions dialog');
    await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/compare=1%2C2/);
    await expect(page.getByText('A · Version 1')).toBeVisible();
    await expect(page.getByText('B · Version 2')).toBeVisible();
    for (const video of [a, b]) {
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), TRANSCODE)
        .toBeGreaterThanOrEqual(2);
    }
    for (let step = 0; step < 5; step++) {
      await page.getByRole('button', { name: 'Next frame' }).click();
    }
    await expect.poll(() => currentTime(a)).toBeCloseTo(5.5 / FPS, 3);
    await expectSameFrame(a, b);
    await expectAccessible(page, 'two versions side by side');
  });

  await test.step('the A/B wipe: its divider moves with the keyboard, A left and B right', async () => {
    await page.getByText('A/B wipe', { exact: true }).click();
    const wipe = page.getByRole('slider', { name: 'Wipe position' });
    await expect(wipe).toHaveAttribute('aria-valuenow', '50');
    await wipe.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(wipe).toHaveAttribute('aria-valuenow', '39');
    // the divider stands at 39 % of the picture, where B's picture begins
    const picture = await a.boundingBox();
    const divider = await page.getByTestId('wipe-divider').boundingBox();
    if (!picture || !divider) throw new Error('the compared picture is not on screen');
    const at = (divider.x + divider.width / 2 - picture.x) / picture.width;
    expect(at).toBeCloseTo(0.39, 2);
    await expect(a).toBeVisible();
    await expect(b).toBeVisible();
    const clip = await b.evaluate(
      (element) => element.parentElement && getComputedStyle(element.parentElement).clipPath,
    );
    expect(clip).toBe('inset(0px 0px 0px 39%)');
    await page.keyboard.press('End');
    await expect(wipe).toHaveAttribute('aria-valuenow', '100');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(wipe).toHaveAttribute('aria-valuenow', '90');
    await page.getByRole('button', { name: 'Next frame' }).click();
    await expect.poll(() => currentTime(a)).toBeCloseTo(6.5 / FPS, 3);
    await expectSameFrame(a, b);
    await expectAccessible(page, 'two versions in an A/B wipe');
    await page.screenshot({ path: test.info().outputPath('wipe.png') });
  });

  await test.step('Close compare: back to the one version', async () => {
    await page.getByRole('button', { name: 'Close compare' }).click();
    await expect(page).not.toHaveURL(/compare=/);
    await expect(page.getByTestId('media-player')).toBeVisible();
  });

  await test.step('a file dropped from the desktop on its row becomes v3', async () => {
    await page.getByRole('link', { name: 'Back to the folder' }).click();
    await dropFile(page, assetRow(page, name), third, name);
    await expect(assetRow(page, name).getByTestId('version-badge')).toHaveText('v3');
    await expect(assetRow(page, name)).toHaveCount(1);
    await expect(assetRow(page, basename(third))).toHaveCount(0);
  });

  await test.step("the viewer's Upload new version: version 4 comes on screen", async () => {
    await openAsset(page, name);
    await versionButton(page, 3).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload new version' }).click();
    await (await chooser).setFiles(first);
    await expect(versionButton(page, 4)).toBeVisible({ timeout: 60_000 });
    await expect(page).not.toHaveURL(/version=/);
  });
});
