import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow } from './helpers/assets.ts';
import { commentList } from './helpers/comments.ts';
import { folderDetail } from './helpers/folders.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { videoTime } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// One clip is transcoded before the folder opens.
test.describe.configure({ timeout: 180_000 });

const addComment = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { comment { id } } }`;

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeGreyClip(folder, { seconds: 4, width: 640, height: 360, fps: 25 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The right drawer's tabs. */
const tab = (page: Page, name: 'Metadata' | 'Comments') =>
  page.getByRole('tab', { name, exact: true });

test('the sidebars: one chosen clip’s facts, the folder’s comments, a click lands in the viewer at the comment', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const name = basename(clip);
  const note = `Soft focus here ${uniqueName('#')}`;
  let rootPath = '';
  let assetId = '';

  await test.step('a project with a processed clip, opened at its root: Metadata only', async () => {
    const project = await createManagedProject(gql, uniqueName('Sidebars'));
    assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    rootPath = `/projects/${project.id}/${project.rootFolder.id}`;
    await page.goto(rootPath);
    await signIn(page, admin.email, admin.password);
    await expect(assetRow(page, name)).toBeVisible();
    await expect(tab(page, 'Metadata')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Comments')).toHaveCount(0);
    await expect(folderDetail(page, 'Files')).toHaveText('1');
  });

  await test.step('choosing the one clip shows its inspector', async () => {
    await page.getByRole('button', { name: 'Select Items' }).click();
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const inspector = page.getByTestId('asset-inspector');
    await expect(inspector).toBeVisible();
    await expect(folderDetail(page, 'Filename')).toHaveText(name);
    await expect(folderDetail(page, 'Size')).toHaveText(/^\d+\.\d (KB|MB)$/);
    await expect(folderDetail(page, 'Resolution')).toHaveText('640 × 360');
    await expect(folderDetail(page, 'Frame Rate')).toHaveText('25 fps');
    await expectAccessible(page, 'a folder with one clip chosen');
    await page.keyboard.press('Escape');
    await expect(inspector).toBeHidden();
  });

  await test.step('after a comment on the clip, the folder has a Comments tab listing it', async () => {
    const { asset } = await gql(`{ asset(id: "${assetId}") { newestVersion { id } } }`);
    // frame 50: two seconds into the clip
    await gql(addComment, {
      versionId: asset.newestVersion.id,
      text: note,
      position: { start: 50 },
    });
    await page.reload();
    await tab(page, 'Comments').click();
    const listed = page.getByTestId('folder-comments');
    await expect(listed.getByRole('region', { name })).toContainText(note);
    await expectAccessible(page, 'a folder with its Comments tab open');
  });

  await test.step('a click on the comment opens the clip in the viewer at it', async () => {
    await page
      .getByTestId('folder-comments')
      .getByRole('button', { name: /^Go to / })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${assetId}\\?comment=`));
    await expect(page.getByTestId('asset-name')).toHaveText(name);
    const chosen = commentList(page).locator('[data-selected]');
    await expect(chosen).toContainText(note);
    // it waits at the comment's frame rather than play on
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeCloseTo(2, 0);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expectAccessible(page, 'the viewer opened at a comment');
  });

  await test.step('the viewer’s Metadata tab shows the same facts', async () => {
    await tab(page, 'Metadata').click();
    await expect(folderDetail(page, 'Filename')).toHaveText(name);
    await expect(folderDetail(page, 'Resolution')).toHaveText('640 × 360');
    await tab(page, 'Comments').click();
    await expect(commentList(page)).toContainText(note);
  });
});
