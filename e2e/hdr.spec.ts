import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeHdr10Clip, makeHdrClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { openAsset } from './helpers/assets.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { expectVideoAdvances } from './helpers/player.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';
import { signIn } from './helpers/sign-in.ts';
import { closeUploadPanel, uploadRow, uploadThroughChooser } from './helpers/uploads.ts';

// HDR that browsers play (media-handling sections 4 and 9): an HDR clip gets HEVC and AV1 levels;
// the quality menu offers only those Chromium decodes (AV1 here, not HEVC), HDR first and marked,
// then Original, which an HDR asset plays by default.
test.describe.configure({ timeout: 240_000 });

const TRANSCODE = { timeout: 120_000 };

let folder: string;
let clip: string;
/** HEVC Main 10 with HDR10 metadata: an original this Chromium cannot decode. */
let hevcClip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  // H.264 High 10, BT.2020 PQ: 360p gives 270p and 360p, in SDR and in HDR
  clip = await makeHdrClip(folder, { seconds: 12, width: 640, height: 360 });
  hevcClip = await makeHdr10Clip(folder, { seconds: 12, width: 640, height: 360 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The quality menu: inline in a wide player, inside the settings menu in a narrow one. */
async function openQualityMenu(page: Page): Promise<void> {
  const inline = page.getByRole('button', { name: /^Quality / });
  if (await inline.isVisible()) await inline.click();
  else await page.getByRole('button', { name: 'Settings' }).click();
}

const qualityItems = (page: Page) =>
  page.getByRole('menuitem').filter({ hasText: /^(Auto|Original|\d+p)/ });

/** The video element: where its picture comes from, and how many frames it has decoded. */
const playback = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    streamed: video.currentSrc.startsWith('blob:'),
    frames: video.getVideoPlaybackQuality().totalVideoFrames,
  }));

test('an HDR clip plays its AV1 HDR level in Chromium, chosen from a menu that offers only what decodes', async ({
  page,
}) => {
  const name = basename(clip);
  const segments: string[] = [];
  page.on('request', (request) => {
    const level = /hls(?:\/|%2F)([\w-]+)(?:\/|%2F)segment_\d+\.m4s/i.exec(request.url())?.[1];
    if (level) segments.push(level);
  });

  await test.step('the HDR clip is uploaded and processed', async () => {
    await openNewProjectAsAdmin(page, uniqueName('HDR'));
    await uploadThroughChooser(page, [clip]);
    await expect(uploadRow(page, 'History', name)).toContainText('Finished', TRANSCODE);
    await closeUploadPanel(page);
  });

  await test.step('it opens on Original: the uploaded file plays natively', async () => {
    await openAsset(page, name);
    await expect(page.getByTestId('media-player')).toBeVisible();
    await expectVideoAdvances(page);
    expect((await playback(page)).streamed).toBe(false);
    await expectAccessible(page, 'the viewer playing an HDR clip as Original');
  });

  await test.step('the menu: Auto, HDR levels first and marked, SDR by bitrate, Original', async () => {
    await openQualityMenu(page);
    // HEVC is not decodable in this Chromium: one HDR level per height, the AV1 one
    const decodes = (codec: string) =>
      page.evaluate((type) => MediaSource.isTypeSupported(type), `video/mp4;codecs=${codec}`);
    expect(await decodes('hvc1.2.4.L90.90')).toBe(false);
    expect(await decodes('av01.0.01M.10.0.111.09.16.09.0')).toBe(true);
    await expect(qualityItems(page)).toHaveText([
      'Auto',
      '360pHDR',
      '270pHDR',
      '360p',
      '270p',
      'Original',
    ]);
    await page.screenshot({ path: test.info().outputPath('quality-menu.png') });
  });

  await test.step('choosing 360p HDR plays the AV1 level: decoded frames, time advancing', async () => {
    await qualityItems(page)
      .filter({ hasText: /^360pHDR$/ })
      .click();
    await expect.poll(() => segments.includes('360p-hdr-av1'), TRANSCODE).toBe(true);
    await expect.poll(async () => (await playback(page)).streamed).toBe(true);
    const before = (await playback(page)).frames;
    await expectVideoAdvances(page);
    expect((await playback(page)).frames).toBeGreaterThan(before);
    expect(segments.filter((level) => level.includes('hevc'))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Quality 360p HDR' })).toBeVisible();
    await expectAccessible(page, 'the viewer playing the AV1 HDR level');
    await page.screenshot({ path: test.info().outputPath('av1-playing.png') });
  });

  await test.step('the HDR choice is kept across a reload', async () => {
    segments.length = 0;
    await page.reload();
    await expect.poll(() => segments.includes('360p-hdr-av1'), TRANSCODE).toBe(true);
    await expect(page.getByRole('button', { name: 'Quality 360p HDR' })).toBeVisible();
    await expectVideoAdvances(page);
  });
});

const processing = (id: string) => `{ asset(id: "${id}") { newestVersion { isProcessing } } }`;

test('an HDR original this Chromium cannot decode (HEVC) falls back to the stream', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const project = await createManagedProject(gql, uniqueName('HDR10'));
  const assetId = await uploadPlayable(request, gql, project.rootFolder.id, hevcClip);
  await expect
    .poll(async () => (await gql(processing(assetId))).asset.newestVersion.isProcessing, TRANSCODE)
    .toBe(false);
  const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
  await page.goto(viewPath);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(new RegExp(`${viewPath}$`));

  await expectVideoAdvances(page);
  expect((await playback(page)).streamed).toBe(true);
  await expect(page.getByRole('button', { name: /^Quality Auto/ })).toBeVisible();
  await openQualityMenu(page);
  await expect(qualityItems(page)).toHaveText(['Auto', '360pHDR', '270pHDR', '360p', '270p']);
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'the viewer streaming an HDR clip whose original does not decode');
});
