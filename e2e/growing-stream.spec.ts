import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { addFrames, expectVideoAdvances, shownTimecode } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// Playable in seconds (decision 0133): an upload's first level plays from its first segments,
// while the rest of it and the other levels are still being encoded, and steps frame by frame.
test.describe.configure({ timeout: 240_000 });

const FPS = 25;
const processing = (id: string) =>
  `{ asset(id: "${id}") { newestVersion { isProcessing levels { name bandwidth } } } }`;

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  // long and large enough that its levels take a while to encode on a small machine
  clip = await makeTimecodeClip(folder, { seconds: 40, width: 1280, height: 720, fps: FPS });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('an upload plays while it is still being processed, and steps frame by frame', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const project = await createManagedProject(gql, uniqueName('Growing'));
  const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
  const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;

  await test.step('the stream is there from the first level’s first segments', async () => {
    const { newestVersion } = (await gql(processing(assetId))).asset;
    expect(newestVersion.isProcessing).toBe(true);
    // not measured yet: the level is still being encoded
    expect(newestVersion.levels).toEqual([{ name: '270p', bandwidth: 0 }]);
  });

  await test.step('the viewer plays it instead of showing Transcoding…', async () => {
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    await expect(page.locator('video')).toBeVisible();
    await expect(page.getByText('Transcoding…')).toHaveCount(0);
    await expectAccessible(page, 'viewer, still processing');
    const play = page.getByRole('button', { name: 'Play', exact: true });
    if (await play.isVisible()) await play.click();
    await expectVideoAdvances(page);
  });

  await test.step('paused, → steps one frame while the clip is still processing', async () => {
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const before = await shownTimecode(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownTimecode(page)).toBe(addFrames(before, 1, FPS));
    expect((await gql(processing(assetId))).asset.newestVersion.isProcessing).toBe(true);
  });
});
