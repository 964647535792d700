import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentList } from './helpers/comments.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// Two versions are transcoded before the viewer opens.
test.describe.configure({ timeout: 240_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  // 25 fps, its source timecode from 01:00:00:00: frame 30 is 01:00:01:05
  clip = await makeTimecodeClip(folder, { seconds: 4, width: 640, height: 360, fps: 25 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const addComment = `mutation ($input: AddCommentInput!) { addComment(input: $input) { comment { id } } }`;
const firstVersion = (assetId: string) =>
  `{ asset(id: "${assetId}") { version(number: 1) { id } } }`;

/** Carry Comments, with the dialog's choices as they are: the toast that answers. */
async function carryComments(page: Page) {
  await page.getByRole('button', { name: 'Carry Comments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carry Comments' });
  await expect(dialog.getByLabel('From')).toHaveValue(/.+/);
  await expect(dialog.getByRole('radio', { name: 'At the same frame' })).toBeChecked();
  return dialog;
}

test('notes that follow the cut: a comment of version 1 carried onto version 2 at its frame, once', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const note = `Warm the sky ${uniqueName('#')}`;

  await test.step('a clip commented at a frame, then a new version of it', async () => {
    const project = await createManagedProject(gql, uniqueName('Carry'));
    const folderId = project.rootFolder.id;
    const assetId = await uploadPlayable(request, gql, folderId, clip);
    const versionId = (await gql(firstVersion(assetId))).asset.version.id;
    await gql(addComment, { versionId, text: note, position: { start: 30 } });
    await uploadPlayable(request, gql, folderId, clip, { assetId });
    const viewPath = `/projects/${project.id}/${folderId}/${assetId}`;
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('button', { name: /Version 2/ })).toBeVisible();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(commentList(page).locator('[data-comment-id]')).toHaveCount(0);
  });

  await test.step('Carry Comments from version 1 at the same frame', async () => {
    const dialog = await carryComments(page);
    await expect(dialog.getByLabel('From')).toHaveText(/Version 1/);
    await expectAccessible(page, 'the Carry Comments dialog');
    await dialog.getByRole('button', { name: 'Carry Comments' }).click();
    await expect(page.getByText('1 comment carried')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the comment is on version 2 at its frame, by its author, marked as carried', async () => {
    const carried = commentList(page).locator('[data-comment-id]').filter({ hasText: note });
    await expect(carried.getByRole('button', { name: 'Go to 01:00:01:05' })).toBeVisible();
    await expect(carried).toContainText('Admin');
    await expect(carried.getByTestId('comment-carried')).toHaveText('Carried from v1');
    await expectAccessible(page, 'the viewer with a carried comment');
    await page.screenshot({ path: test.info().outputPath('carried-comment.png') });
  });

  await test.step('carried again, nothing is copied twice', async () => {
    const dialog = await carryComments(page);
    await dialog.getByRole('button', { name: 'Carry Comments' }).click();
    await expect(page.getByText('0 comments carried, 1 already here')).toBeVisible();
    await expect(commentList(page).locator('[data-comment-id]')).toHaveCount(1);
  });
});
