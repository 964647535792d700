import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { frameMarkFilter } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { commentAt, commentList, startComment } from './helpers/comments.ts';
import { createFolder, folderRow } from './helpers/folders.ts';
import { shownFrameMark } from './helpers/frame-mark.ts';
import { asAdmin } from './helpers/graphql.ts';
import { subscriptionSent } from './helpers/live.ts';
import { uniqueName } from './helpers/names.ts';
import { type Region, videoLuma } from './helpers/picture.ts';
import {
  addFrames,
  expectVideoAdvances,
  positionDisplay,
  shownTimecode,
} from './helpers/player.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';

// A feed from set, live then recorded (decision 0137): its ingest starts it in seconds, ends it
// when its sender stops, then the recording is transcoded; on two cores.
test.describe.configure({ timeout: 330_000 });

const FPS = 25;
/** The most a feed sends if the journey never stops it: under the frame mark's 4096 frames. */
const FEED_SECONDS = 150;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
/** The feed's start, its end and the recording's transcode. */
const FEED = { timeout: 120_000 };
const rtmpPort = process.env.RUSHES_E2E_RTMP_PORT ?? '';

/**
 * A camera on set: a grey picture carrying its frame number as FRAME_MARK blocks (the journey
 * reads them) and in figures (people read those), with a tone, sent in real time over RTMP
 * until the journey stops it (SIGINT: ffmpeg ends its stream as a camera does).
 */
function sendFeed(url: string): ChildProcess {
  const figures = `drawtext=fontfile=${FONT}:text='%{frame_num}':fontsize=64:fontcolor=white:x=(w-tw)/2:y=h*0.55`;
  return spawn(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `nullsrc=size=640x360:rate=${FPS}`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=1000:sample_rate=48000'],
      ...['-t', String(FEED_SECONDS), '-vf', `${frameMarkFilter()},${figures}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(FPS)],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) { link { id token } } }`;
const updateLink = `mutation ($input: UpdateLinkInput!) {
  updateLink(input: $input) { link { id } } }`;
/** Where a link's watermark sits (bottom right), clear of the feed's figures and frame mark. */
const corner: Region = { x: 0.5, y: 0.82, width: 0.47, height: 0.15 };

/** The LIVE badge beside the asset's name in the viewer's header. */
const headerLive = (page: Page) =>
  page.getByTestId('asset-name').locator('..').getByTestId('live-badge');

/** A value in the asset inspector (the viewer's Metadata tab). */
const assetDetail = (page: Page, label: string) =>
  page
    .getByTestId('asset-inspector')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

/** How far behind the end of what the feed has sent so far the player is, in seconds. */
const behindEdge = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const { seekable } = video;
    return seekable.length === 0 ? Number.NaN : seekable.end(0) - video.currentTime;
  });

/** The end of what the feed has sent so far, as the player can seek in it, in seconds. */
const seekableEnd = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => {
    const { seekable } = video;
    return seekable.length === 0 ? 0 : seekable.end(0);
  });

/**
 * The frame the paused picture carries and the position the player shows, once both have stayed
 * the same over two looks (a pause lands, then the picture settles on its frame).
 */
async function settledFrame(page: Page): Promise<{ frame: number; position: string }> {
  let seen = '';
  let settled = { frame: 0, position: '' };
  await expect
    .poll(async () => {
      const frame = await shownFrameMark(page);
      const position = await shownTimecode(page);
      const look = `${frame} ${position}`;
      const same = frame !== null && look === seen;
      seen = look;
      if (same) settled = { frame, position };
      return same;
    })
    .toBe(true);
  return settled;
}

let feed: ChildProcess | null = null;

test.afterEach(() => {
  // a journey that failed midway leaves no camera sending
  if (feed?.exitCode === null) feed.kill();
});

test('a live asset: made in a folder, fed from set, reviewed while live, its comment kept at its frame once recorded', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const project = uniqueName('Live Shoot');
  const name = uniqueName('Stage feed');
  const note = `Boom in shot ${uniqueName('#')}`;
  let rtmpUrl = '';
  let rtmpServer = '';
  // the page's socket opens with the app: it is watched from before
  const following = subscriptionSent(page, 'useLiveFeedSubscription');

  await test.step('sign in, create a project and a folder Day 1, open it', async () => {
    await openNewProjectAsAdmin(page, project);
    await createFolder(page, 'Day 1');
    await folderRow(page, 'Day 1').getByRole('link', { name: 'Day 1', exact: true }).click();
    await expect(page.getByText('This folder is empty')).toBeVisible();
  });

  await test.step('New Live Asset asks for a name', async () => {
    await page.getByRole('button', { name: 'New Live Asset' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Live Asset' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('A name is required')).toBeVisible();
    await expectAccessible(page, 'the New Live Asset dialog');
  });

  await test.step('made: where to send the feed, its stream key shown this once', async () => {
    const dialog = page.getByRole('dialog', { name: 'New Live Asset' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const key = (await dialog.getByTestId('live-stream-key').textContent()) ?? '';
    const server = (await dialog.getByTestId('live-rtmp-server').textContent()) ?? '';
    expect(key).toMatch(/^live_\S+$/);
    expect(server).toMatch(new RegExp(`^rtmp://(127\\.0\\.0\\.1|localhost):${rtmpPort}/live$`));
    await expect(dialog.getByTestId('live-rtmp-url')).toHaveText(`${server}/${key}`);
    await expect(dialog.getByText(/shown this once/)).toBeVisible();
    for (const part of ['RTMP server', 'stream key', 'full RTMP URL']) {
      await expect(dialog.getByRole('button', { name: `Copy ${part}` })).toBeVisible();
    }
    await expectAccessible(page, 'the new stream key');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    rtmpUrl = `rtmp://127.0.0.1:${rtmpPort}/live/${key}`;
    rtmpServer = server;
    await expect(assetRow(page, name)).toBeVisible();
    await expect(assetRow(page, name).getByTestId('live-badge')).toHaveCount(0);
  });

  await test.step('its viewer waits for the feed, showing where to send it', async () => {
    await openAsset(page, name);
    await expect(page.getByText('Waiting for the feed')).toBeVisible();
    // the server stays to be copied; the key was shown once, a new one replaces it
    await expect(page.getByTestId('live-waiting-rtmp-server')).toHaveText(rtmpServer);
    await expect(page.getByRole('button', { name: 'Copy RTMP server' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New stream key' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('live-waiting.png') });
    await expectAccessible(page, 'a live asset waiting for its feed');
    await page.goBack();
    await expect(assetRow(page, name)).toBeVisible();
  });

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await test.step("shared with the client, watermarked: the link's visitor waits for the feed", async () => {
    const row = assetRow(page, name).getByRole('link', { name, exact: true });
    const href = (await row.getAttribute('href')) ?? '';
    const [, projectId = '', , assetId = ''] =
      /\/projects\/([^/]+)\/([^/]+)\/([^/?]+)/.exec(href) ?? [];
    const gql = await asAdmin(request);
    // the viewer's address holds the API's ids
    const ids = { projectId: decodeURIComponent(projectId), assetId: decodeURIComponent(assetId) };
    const shared = {
      projectId: ids.projectId,
      name: uniqueName('Client'),
      assetIds: [ids.assetId],
    };
    const link = (await gql(createLink, shared)).createLink.link;
    const watermark = { type: 'CUSTOM', text: 'CLIENT COPY', position: 'BOTTOMRIGHT' };
    await gql(updateLink, { id: link.id, hasWatermark: true, watermark });
    await visitor.goto(`/share/${link.token}`);
    await expect(visitor.getByTestId('asset-name')).toHaveText(name);
    await expect(visitor.getByRole('status')).toHaveText('Waiting for the feed');
    await expectAccessible(visitor, "a link's live asset waiting for its feed");
  });

  await test.step('the feed from set starts: LIVE on its row in the folder', async () => {
    feed = sendFeed(rtmpUrl);
    const live = assetRow(page, name).getByTestId('live-badge');
    await expect(live).toHaveText('LIVE', FEED);
    await page.screenshot({ path: test.info().outputPath('live-folder.png') });
    await expectAccessible(page, 'a folder with a live asset');
  });

  await test.step("the visitor's page plays it as it comes, LIVE, the link's watermark burned in", async () => {
    await expect(
      visitor.getByTestId('asset-name').locator('..').getByTestId('live-badge'),
    ).toHaveText('LIVE', { timeout: 30_000 });
    await expect(visitor.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expectVideoAdvances(visitor);
    // a dark box with white letters where the feed's picture is plain grey
    await expect.poll(async () => (await videoLuma(visitor, corner)).dark).toBeGreaterThan(400);
    expect((await videoLuma(visitor, corner)).bright).toBeGreaterThan(40);
    await visitor.screenshot({ path: test.info().outputPath('live-visitor.png') });
    await expectAccessible(visitor, "a link's live asset playing, watermarked");
    await visitorContext.close();
  });

  await test.step('the viewer plays the feed from near its edge, LIVE in its header', async () => {
    await openAsset(page, name);
    await expect(page.getByTestId('asset-name')).toHaveText(name);
    await expect(headerLive(page)).toHaveText('LIVE');
    await following;
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expectVideoAdvances(page);
    // from near what has been sent so far, not its start: a few segments behind
    expect(await behindEdge(page)).toBeLessThan(8);
    // the seek bar grows as the feed comes in
    const sent = await seekableEnd(page);
    await expect.poll(() => seekableEnd(page), { timeout: 15_000 }).toBeGreaterThan(sent + 1);
    await page.screenshot({ path: test.info().outputPath('live-viewer.png') });
    await expectAccessible(page, 'the viewer of a live feed');
    // a mark on the document that a reload would wipe
    await page.evaluate(() => {
      document.documentElement.dataset.e2eMark = 'not reloaded';
    });
  });

  let frame = 0;
  let position = '';
  await test.step('paused, → steps one frame of what has come so far', async () => {
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // paused anywhere in a frame: a step lands in the middle of the next one
    await page.keyboard.press('ArrowRight');
    const first = await settledFrame(page);
    position = addFrames(first.position, 1, FPS);
    await page.keyboard.press('ArrowRight');
    await expect(positionDisplay(page)).toContainText(position);
    await expect.poll(() => shownFrameMark(page)).toBe(first.frame + 1);
    frame = first.frame + 1;
    // the feed's first frame is at 00:00:00:00: the position names the frame the picture carries
    expect(position).toBe(addFrames('00:00:00:00', frame, FPS));
  });

  await test.step('a comment at that frame, while the feed still plays', async () => {
    const composer = await startComment(page);
    await expect(composer.position).toHaveText(position);
    await composer.field.fill(note);
    await composer.post.click();
    await expect(composer.field).toBeHidden();
    await expect(commentAt(page, position)).toBeVisible();
    await expect(commentList(page)).toContainText(note);
    await expectAccessible(page, 'the viewer of a live feed with a comment');
  });

  await test.step('the feed ends: LIVE leaves the viewer, whose comment keeps its frame', async () => {
    feed?.kill('SIGINT');
    await expect(headerLive(page)).toBeHidden(FEED);
    // the same version plays on, whole now, then from its ladder as the recording is processed
    await commentAt(page, position).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect.poll(() => shownFrameMark(page)).toBe(frame);
    await expect(positionDisplay(page)).toContainText(position);
    expect(await page.evaluate(() => document.documentElement.dataset.e2eMark)).toBe(
      'not reloaded',
    );
  });

  await test.step('recorded: a picture and a length in the folder, created by its maker', async () => {
    await page.getByRole('link', { name: 'Back to the folder' }).click();
    const row = assetRow(page, name);
    await expect(row.getByRole('img', { name })).toBeVisible(FEED);
    await expect(row.getByTestId('live-badge')).toHaveCount(0);
    await expect(row).toContainText(/\d+sec/);
    await openAsset(page, name);
    await expect(page.getByTestId('asset-name')).toHaveText(name);
    await page.getByRole('tab', { name: 'Metadata', exact: true }).click();
    await expect(assetDetail(page, 'Created By')).toHaveText('Admin');
    await expect(assetDetail(page, 'Frame Rate')).toHaveText('25 fps');
    await page.getByRole('tab', { name: 'Comments', exact: true }).click();
  });

  await test.step('opened again, the comment shows the recording at its frame', async () => {
    await commentAt(page, position).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect.poll(() => shownFrameMark(page)).toBe(frame);
    await expect(positionDisplay(page)).toContainText(position);
    await expectAccessible(page, 'the recorded feed with its comment');
  });
});
