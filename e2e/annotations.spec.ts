import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { makeFrameMarkedClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentList, startComment } from './helpers/comments.ts';
import { shownFrameMark } from './helpers/frame-mark.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { subscriptionSent } from './helpers/live.ts';
import { uniqueName } from './helpers/names.ts';
import { positionDisplay } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// Drawn annotations (media-handling sections 4, 5 and 8): drawn on a paused frame in one
// browser, shown on exactly that frame in another, downloaded as a PNG of the frame.
test.describe.configure({ timeout: 240_000 });

const FRAME = 10;
const TIMECODE = '01:00:00:10';
const SIZE = { width: 640, height: 360 };

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeFrameMarkedClip(folder, {
    rate: '25',
    frames: 40,
    timecode: '01:00:00:00',
    ...SIZE,
  });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Waits until the clip, playing by itself on opening, has played to its end and paused. */
async function playedThrough(page: Page) {
  const ended = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.ended);
  await expect.poll(ended, { timeout: 20_000 }).toBe(true);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
}

/** Types a timecode into the position display and waits for the picture of that frame. */
async function goToFrame(page: Page, timecode: string, frame: number) {
  await positionDisplay(page).dblclick();
  const field = page.getByRole('textbox', { name: 'Go to position' });
  await field.fill(timecode);
  await field.press('Enter');
  await expect.poll(() => shownFrameMark(page), { timeout: 5_000 }).toBe(frame);
}

/** How many pixels of a canvas are clearly red. */
function redPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = data.slice(i, i + 4);
      if (a > 200 && r > 200 && g < 60 && b < 60) red += 1;
    }
    return red;
  });
}

/** Drags the pointer from one point to another of a box, in fractions of its size. */
async function drag(page: Page, box: Locator, from: [number, number], to: [number, number]) {
  const bounds = await box.boundingBox();
  if (!bounds) throw new Error('the drawing layer has no box');
  const at = ([x, y]: [number, number]) => [
    bounds.x + x * bounds.width,
    bounds.y + y * bounds.height,
  ];
  const [x1 = 0, y1 = 0] = at(from);
  const [x2 = 0, y2 = 0] = at(to);
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 4 });
  await page.mouse.move(x2, y2, { steps: 4 });
  await page.mouse.up();
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('draw an annotation and see it on that frame in a second browser', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const gql = await asAdmin(request);
  const project = await createManagedProject(gql, uniqueName('Annotations'));
  const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
  const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
  const { node } = await gql(
    `{ node(id: "${project.id}") { ... on Project { workspace { id } } } }`,
  );

  await test.step("the workspace's settings turn drawing on for its members", async () => {
    await page.goto(`/workspaces/${node.workspace.id}/settings`);
    await signIn(page, admin.email, admin.password);
    const setting = page.getByRole('switch', { name: 'Annotations' });
    await expect(setting).not.toBeChecked();
    await setting.click({ force: true });
    await expect(setting).toBeChecked();
    await expectAccessible(page, 'the workspace settings with annotations on');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Annotations' })).toBeChecked();
  });

  const colleague = await browser.newContext({ baseURL });
  const second = await colleague.newPage();

  await test.step('both browsers open the asset and stop on the same frame', async () => {
    await page.goto(viewPath);
    await playedThrough(page);
    const live = subscriptionSent(second, 'useCommentChangedSubscription');
    await second.goto(viewPath);
    await signIn(second, admin.email, admin.password);
    await expect(second).toHaveURL(new RegExp(`${viewPath}$`));
    await live;
    await playedThrough(second);
    await goToFrame(page, TIMECODE, FRAME);
    await goToFrame(second, TIMECODE, FRAME);
    await expect(second.getByTestId('shown-annotation')).toHaveCount(0);
  });

  const layer = page.getByTestId('drawing-layer');
  await test.step('A draws a rectangle and a text on the paused frame', async () => {
    const composer = await startComment(page);
    await page.getByRole('switch', { name: 'Draw on the frame' }).click({ force: true });
    await expect(layer).toBeVisible();
    // nothing drawn yet: nothing to post (section 5)
    await expect(composer.post).toBeDisabled();
    const tools = page.getByRole('group', { name: 'Drawing tools' });
    await expect(tools.getByRole('textbox', { name: 'Stroke', exact: true })).toHaveValue('4');
    await expect(tools.getByRole('textbox', { name: 'Font size' })).toHaveValue('24');
    // a tool's button is its icon, named for the tool
    const tool = (name: string) => tools.locator('label').filter({ hasText: name });
    await tool('Rectangle').click();
    await expect(tools.getByRole('radio', { name: 'Rectangle' })).toBeChecked();
    const drawn = layer.locator('canvas').last();
    await drag(page, drawn, [0.2, 0.3], [0.6, 0.8]);
    await expect(composer.post).toBeEnabled();
    await tool('Text').click();
    await drag(page, drawn, [0.7, 0.2], [0.7, 0.2]);
    await expect(redPixels(layer.locator('canvas').first())).resolves.toBeGreaterThan(100);
    await page.screenshot({ path: test.info().outputPath('drawing-tools.png') });
    await expectAccessible(page, 'the viewer drawing an annotation');
  });

  await test.step('A posts it: an annotation comment, drawing mode ends', async () => {
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(layer).toBeHidden();
    await expect(commentList(page).getByText('Annotation', { exact: true })).toBeVisible();
    await expect(page.getByTestId('shown-annotation')).toHaveCount(1);
  });

  await test.step('B sees the drawing appear on that frame, and only there', async () => {
    const shown = second.getByTestId('shown-annotation');
    await expect(shown).toHaveCount(1);
    await expect(commentList(second).getByText('Annotation', { exact: true })).toBeVisible();
    await expect
      .poll(() => redPixels(shown.locator('canvas')), { timeout: 5_000 })
      .toBeGreaterThan(100);
    await second.screenshot({ path: test.info().outputPath('shown-annotation.png') });
    await expectAccessible(second, 'the viewer showing an annotation');
    await second.keyboard.press('ArrowRight');
    await expect.poll(() => shownFrameMark(second)).toBe(FRAME + 1);
    await expect(shown).toHaveCount(0);
    await second.keyboard.press('ArrowLeft');
    await expect.poll(() => shownFrameMark(second)).toBe(FRAME);
    await expect(shown).toHaveCount(1);
  });

  await test.step('A downloads it: a PNG of the frame with the drawing', async () => {
    const saved = page.waitForEvent('download');
    await commentList(page).getByRole('button', { name: 'Download', exact: true }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`annotation-frame-${FRAME}.png`);
    const bytes = await readFile((await download.path()) ?? '');
    expect(pngSize(bytes)).toEqual(SIZE);
  });

  await colleague.close();
});
