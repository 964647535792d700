import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { commentAt, commentList, startComment } from './helpers/comments.ts';
import { subscriptionSent } from './helpers/live.ts';
import { uniqueName } from './helpers/names.ts';
import {
  addFrames,
  expectVideoAdvances,
  positionDisplay,
  shownTimecode,
  videoFrame,
  videoTime,
} from './helpers/player.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';
import { signIn } from './helpers/sign-in.ts';
import { uploadPanel, uploadRow, uploadThroughChooser } from './helpers/uploads.ts';

// Uploading and transcoding a 1080p clip (five HLS levels, stills, sprites) on two cores.
test.describe.configure({ timeout: 180_000 });

const FPS = 25;
/** The transcode's assertions wait this long; everything else keeps the default. */
const TRANSCODE = { timeout: 120_000 };

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeTimecodeClip(folder, { seconds: 10, width: 1920, height: 1080, fps: FPS });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('a first review: upload a clip, watch it process, play, step a frame, comment, seen live', async ({
  page,
  browser,
  baseURL,
}) => {
  const project = uniqueName('First Review');
  const name = basename(clip);
  const note = `Flash frame here ${uniqueName('#')}`;

  await test.step('sign in, create a project and open its root folder', async () => {
    await openNewProjectAsAdmin(page, project);
    await expect(page.getByText('This folder is empty')).toBeVisible();
    await expectAccessible(page, 'an empty folder');
  });

  await test.step('upload the clip through the Upload button', async () => {
    await uploadThroughChooser(page, [clip]);
    // the upload list opens by itself; the file is a job once its upload is finalised
    await expect(uploadRow(page, 'Jobs', name)).toBeVisible({ timeout: 60_000 });
    await expect(assetRow(page, name)).toBeVisible();
  });

  await test.step('its processing shows in the upload list and the folder', async () => {
    await expect(uploadRow(page, 'Jobs', name)).toContainText(/\d+%/, TRANSCODE);
    const circle = assetRow(page, name).getByRole('progressbar');
    await expect(circle).toBeVisible();
    await expect(circle).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/, TRANSCODE);
    await expectAccessible(page, 'a folder with the upload list and a processing asset');
  });

  await test.step('it finishes: Finished in History, a thumbnail and its duration', async () => {
    await expect(uploadRow(page, 'History', name)).toContainText('Finished', TRANSCODE);
    const row = assetRow(page, name);
    await expect(row.getByRole('progressbar')).toBeHidden();
    await expect(row.getByRole('img', { name })).toBeVisible();
    await expect(row).toContainText('10sec');
    await expectAccessible(page, 'a folder with a finished asset');
    // the list floats over the bottom left of the page; its upload done, it folds back by itself
    await expect(uploadPanel(page)).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Uploads', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  await test.step('it opens in the viewer, plays by itself, and pauses', async () => {
    await openAsset(page, name);
    // the view route: /projects/<project>/<folder>/<asset>
    await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+\/[^/]+$/);
    await expect(page.getByTestId('asset-name')).toHaveText(name);
    // the player starts playing by itself (media-handling section 4: play at first)
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expectVideoAdvances(page);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expectAccessible(page, 'the viewer');
  });

  const colleague = await browser.newContext({ baseURL });
  const second = await colleague.newPage();

  await test.step('a second browser opens the same asset', async () => {
    const live = subscriptionSent(second, 'useCommentChangedSubscription');
    await second.goto(page.url());
    await signIn(second, admin.email, admin.password);
    await expect(second).toHaveURL(page.url());
    await expect(commentList(second)).toContainText('No comments yet');
    await live;
    // a mark on the document that a reload would wipe
    await second.evaluate(() => {
      document.documentElement.dataset.e2eMark = 'not reloaded';
    });
  });

  let frame = '';
  await test.step('play on, then pause', async () => {
    const stopped = await videoTime(page);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => videoTime(page)).toBeGreaterThan(stopped);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    frame = await shownTimecode(page);
    expect(frame).toMatch(/^01:00:\d\d:\d\d$/);
  });

  const next = addFrames(frame, 1, FPS);
  await test.step(`→ steps one frame: ${frame} becomes ${next}`, async () => {
    const before = await videoFrame(page, FPS);
    await page.keyboard.press('ArrowRight');
    await expect(positionDisplay(page)).toContainText(next);
    expect(await shownTimecode(page)).toBe(next);
    await expect.poll(() => videoFrame(page, FPS)).toBe(before + 1);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });

  await test.step('a comment at that frame', async () => {
    const composer = await startComment(page);
    await expect(composer.position).toHaveText(next);
    await expect(composer.post).toBeDisabled();
    await composer.field.fill(note);
    await composer.post.click();
    await expect(composer.field).toBeHidden();
    await expect(commentAt(page, next)).toBeVisible();
    await expect(commentList(page)).toContainText(note);
    await expect(positionDisplay(page)).toContainText(next);
    await expectAccessible(page, 'the viewer with a comment');
  });

  await test.step('the second browser sees it appear without reloading', async () => {
    await expect(commentAt(second, next)).toBeVisible();
    await expect(commentList(second)).toContainText(note);
    await expect(commentList(second)).not.toContainText('No comments yet');
    await expect(second.locator('html')).toHaveAttribute('data-e2e-mark', 'not reloaded');
  });

  await colleague.close();
});
