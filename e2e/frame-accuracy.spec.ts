import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { formatTimecode, isDropFrameSource, parseTimecode } from '@rushes/rules';
import { makeFrameMarkedClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentAt, commentList, startComment } from './helpers/comments.ts';
import { shownFrameMark } from './helpers/frame-mark.ts';
import { asAdmin, createProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { positionDisplay } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// Frame accuracy at every common rate (media-handling sections 4 and 9): each clip carries its
// frame number in the picture, read back from what Chromium decoded, never from currentTime.
test.describe.configure({ timeout: 180_000 });

interface Rate {
  name: string;
  /** The exact rate the clip is made at. */
  rate: string;
  /** The source timecode of the first frame. */
  timecode: string;
  /** A frame and its label from the published drop-frame tables, checked as is. */
  reference?: { frame: number; label: string };
}

const RATES: Rate[] = [
  { name: '23.976', rate: '24000/1001', timecode: '01:00:00:00' },
  { name: '24', rate: '24', timecode: '01:00:00:00' },
  { name: '25', rate: '25', timecode: '10:00:00:00' },
  {
    name: '29.97 drop-frame',
    rate: '30000/1001',
    timecode: '00:00:59;20',
    reference: { frame: 12, label: '00:01:00;04' },
  },
  { name: '30', rate: '30', timecode: '01:00:00:00' },
  { name: '50', rate: '50', timecode: '01:00:00:00' },
  {
    name: '59.94 drop-frame',
    rate: '60000/1001',
    timecode: '00:00:59;50',
    reference: { frame: 10, label: '00:01:00;04' },
  },
];

const SECONDS = 2;
/** Past the minute, where drop-frame labels differ from non-drop ones. */
const COMMENT_FRAME = 13;
/** Each step's frame is awaited briefly and often. */
const STEP = { timeout: 5_000, intervals: [20, 50, 100] };

const rateOf = (rate: string) => {
  const [num = 0, den = 1] = rate.split('/').map(Number);
  return num / den;
};

/** The first timecode the position display shows (the duration may follow it). */
async function displayedTimecode(page: Page): Promise<string> {
  const text = (await positionDisplay(page).textContent()) ?? '';
  return /\d\d:\d\d:\d\d[:;]\d\d/.exec(text)?.[0] ?? `no timecode in '${text}'`;
}

/**
 * The viewer plays a clip by itself on opening: waits until this short one has played to its
 * end, so the player is paused and nothing it started moves the position afterwards.
 */
async function playedThrough(page: Page): Promise<void> {
  const ended = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.ended);
  await expect.poll(ended, { timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
}

/** Types a timecode into the position display, as a reviewer does. */
async function goToTimecode(page: Page, label: string): Promise<void> {
  await positionDisplay(page).dblclick();
  const field = page.getByRole('textbox', { name: 'Go to position' });
  await field.fill(label);
  await field.press('Enter');
  await expect(field).toBeHidden();
}

/** The frame the picture shows and the timecode the display shows, once both are `frame`'s. */
async function expectAtFrame(page: Page, frame: number, label: string): Promise<void> {
  await expect.poll(() => shownFrameMark(page), STEP).toBe(frame);
  await expect.poll(() => displayedTimecode(page), STEP).toBe(label);
}

let folder: string;
const clips = new Map<string, string>();

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  for (const { rate, timecode } of RATES) {
    const frames = Math.round(SECONDS * rateOf(rate));
    clips.set(rate, await makeFrameMarkedClip(folder, { rate, frames, timecode }));
  }
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test.describe('frame accuracy on the decoded picture', () => {
  for (const { name, rate, timecode, reference } of RATES) {
    test(`at ${name} fps: the source timecode first, every frame stepped to, the last reachable, a comment reopened at its frame`, async ({
      page,
      request,
    }) => {
      const fps = rateOf(rate);
      const frames = Math.round(SECONDS * fps);
      const dropFrame = isDropFrameSource(fps, timecode);
      const start = parseTimecode(timecode, fps) ?? Number.NaN;
      const labelOf = (frame: number) => formatTimecode(start + frame, fps, { dropFrame });
      const clip = clips.get(rate) ?? '';

      await test.step('the clip is uploaded, processed and opened in the viewer', async () => {
        const gql = await asAdmin(request);
        const { currentUser, workspaces } = await gql('{ currentUser { id } workspaces { id } }');
        const input = {
          workspaceId: workspaces[0].id,
          name: uniqueName(`Frames ${name}`),
          managerId: currentUser.id,
        };
        const project = (await gql(createProject, input)).createProject.project;
        const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
        const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
        await page.goto(viewPath);
        await signIn(page, admin.email, admin.password);
        await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
        await playedThrough(page);
      });

      await test.step(`the first frame shows the source timecode ${timecode} and carries 0`, async () => {
        await goToTimecode(page, timecode);
        await expectAtFrame(page, 0, timecode);
      });

      await test.step(`→ steps one frame at a time to the last, frame ${frames - 1}`, async () => {
        for (let frame = 1; frame < frames; frame += 1) {
          await page.keyboard.press('ArrowRight');
          await expectAtFrame(page, frame, labelOf(frame));
        }
        await page.keyboard.press('ArrowRight');
        await expectAtFrame(page, frames - 1, labelOf(frames - 1));
        await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      });

      if (reference) {
        await test.step(`drop-frame: frame ${reference.frame} reads ${reference.label}`, async () => {
          expect(labelOf(reference.frame)).toBe(reference.label);
          await goToTimecode(page, reference.label);
          await expectAtFrame(page, reference.frame, reference.label);
        });
      }

      const label = labelOf(COMMENT_FRAME);
      const note = `Frame ${COMMENT_FRAME} ${uniqueName('#')}`;
      await test.step(`a comment at ${label} reopens at frame ${COMMENT_FRAME}`, async () => {
        await goToTimecode(page, label);
        await expectAtFrame(page, COMMENT_FRAME, label);
        const composer = await startComment(page);
        await expect(composer.position).toHaveText(label);
        await composer.field.fill(note);
        await composer.post.click();
        await expect(commentList(page)).toContainText(note);
        await page.reload();
        await playedThrough(page);
        await commentAt(page, label).click();
        await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
        await expectAtFrame(page, COMMENT_FRAME, label);
      });
    });
  }
});
