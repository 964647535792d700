import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow } from './helpers/assets.ts';
import { folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createManagedProject } from './helpers/graphql.ts';
import { subscriptionSent } from './helpers/live.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// Two clips are transcoded while the folder is open.
test.describe.configure({ timeout: 240_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeGreyClip(folder, { seconds: 3, width: 640, height: 360 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('an open folder follows uploads elsewhere: a sub-folder gets its picture, a new clip appears, the page never reloads', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  let rootPath = '';
  let rootId = '';
  let dayId = '';

  await test.step('a project with a folder Day 1, opened at its root', async () => {
    const project = await createManagedProject(gql, uniqueName('Live'));
    rootId = project.rootFolder.id;
    dayId = (await gql(createFolder, { parentId: rootId, name: 'Day 1' })).createFolder.folder.id;
    rootPath = `/projects/${project.id}/${rootId}`;
    const thumbnails = subscriptionSent(page, 'useFolderThumbnailSubscription');
    const changes = subscriptionSent(page, 'useFolderChangedSubscription');
    await page.goto(rootPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${rootPath}$`));
    await Promise.all([thumbnails, changes]);
    await expect(folderRow(page, 'Day 1')).toBeVisible();
    await expect(folderRow(page, 'Day 1').getByTestId('folder-thumbnail')).toHaveCount(0);
    // a mark a page reload would wipe
    await page.evaluate(() => Object.assign(window, { rushesMark: 'still here' }));
  });

  await test.step('a clip uploaded into Day 1 elsewhere: its row shows the clip’s picture', async () => {
    await uploadPlayable(request, gql, dayId, clip);
    await expect(folderRow(page, 'Day 1').getByTestId('folder-thumbnail')).toBeVisible({
      timeout: 120_000,
    });
  });

  await test.step('a clip uploaded into the open folder appears in it', async () => {
    await uploadPlayable(request, gql, rootId, clip);
    await expect(assetRow(page, basename(clip))).toBeVisible({ timeout: 30_000 });
  });

  await test.step('the server runs the build that served the page: nothing reloaded', async () => {
    expect(await page.evaluate(() => (window as { rushesMark?: string }).rushesMark)).toBe(
      'still here',
    );
  });
});
