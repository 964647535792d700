import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { commentList, startComment } from './helpers/comments.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// A clip is transcoded before the viewer opens.
test.describe.configure({ timeout: 240_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeTimecodeClip(folder, { seconds: 3, width: 640, height: 360, fps: 25 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The viewer's History tab, opened: its list of moments. */
async function openHistory(page: Page) {
  await page.getByRole('tab', { name: 'History' }).click();
  const moments = page.getByRole('navigation', { name: 'Moments this asset changed' });
  await expect(moments).toBeVisible();
  return moments;
}

test('a comment, a rename and the comment deleted; the viewer at the earlier moment shows them', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const first = uniqueName('Stage take');
  const renamed = uniqueName('Stage take final');
  const note = `Boom in shot ${uniqueName('#')}`;
  const drawnNote = `Crop the flag ${uniqueName('#')}`;
  let folderPath = '';
  let assetId = '';

  await test.step('a clip in a project, opened in the viewer', async () => {
    const project = await createManagedProject(gql, uniqueName('History'));
    const folderId = project.rootFolder.id;
    assetId = await uploadPlayable(request, gql, folderId, clip);
    await gql(
      `mutation ($input: RenameAssetInput!) { renameAsset(input: $input) { clientMutationId } }`,
      { id: assetId, name: first },
    );
    folderPath = `/projects/${project.id}/${folderId}`;
    await page.goto(folderPath);
    await signIn(page, admin.email, admin.password);
    await openAsset(page, first);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
  });

  await test.step('the admin comments on it', async () => {
    const composer = await startComment(page);
    await composer.field.fill(note);
    await composer.post.click();
    await expect(commentList(page)).toContainText(note);
    // and draws a frame through the API, as the viewer's drawing tools save one
    const { asset } = await gql(`{ asset(id: "${assetId}") { newestVersion { id } } }`);
    const frame = { type: 'Rect', left: 40, top: 40, width: 200, height: 120, stroke: '#ff0000' };
    await gql(
      `mutation ($input: AddCommentInput!) { addComment(input: $input) { clientMutationId } }`,
      {
        versionId: asset.newestVersion.id,
        text: drawnNote,
        position: { start: 10 },
        annotation: { width: 640, height: 360, scene: JSON.stringify({ objects: [frame] }) },
      },
    );
    await expect(commentList(page)).toContainText(drawnNote);
  });

  await test.step('renames it from the folder, and deletes the comment in the viewer', async () => {
    await page.goto(folderPath);
    const row = assetRow(page, first);
    await row.getByRole('button', { name: `Actions for ${first}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename asset' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('Renamed asset')).toBeVisible();
    await openAsset(page, renamed);
    const comment = commentList(page).locator('[data-comment-id]').filter({ hasText: note });
    await comment.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Successfully deleted Comment')).toBeVisible();
    await expect(commentList(page)).not.toContainText(note);
  });

  await test.step('History lists who did what, the newest first', async () => {
    const moments = await openHistory(page);
    const items = moments.getByRole('button');
    await expect(items.nth(0)).toContainText('Now');
    await expect(items.nth(1)).toContainText('Admin deleted a comment on v1');
    await expect(items.nth(2)).toContainText(`Admin renamed it to “${renamed}”`);
    await expect(items.nth(3)).toContainText('Admin commented on v1');
    await expect(items.nth(4)).toContainText('Admin commented on v1');
    await expectAccessible(page, "the viewer's History tab");
  });

  await test.step('the moment of the comments: the old name, the comments and the drawing, read-only', async () => {
    const moments = page.getByRole('navigation', { name: 'Moments this asset changed' });
    await moments
      .getByRole('button', { name: /Admin commented on v1/ })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]at=/);
    await expect(page.getByTestId('past-banner')).toContainText(
      'You are looking at this asset as it was on',
    );
    await expect(page.getByTestId('past-asset-name')).toHaveText(first);
    await page.getByRole('tab', { name: 'Comments' }).click();
    const past = page.getByTestId('past-comments');
    await expect(past).toContainText(note);
    await expect(past.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByTestId('shown-annotation')).toHaveCount(0);
    // its position in the list goes to its frame, where its drawing shows over the picture
    await past
      .locator('[data-comment-id]')
      .filter({ hasText: drawnNote })
      .getByTestId('comment-position')
      .click();
    await expect(page.getByTestId('shown-annotation')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add Comment' })).toHaveCount(0);
    await expectAccessible(page, 'the viewer at a past moment');
    await page.screenshot({ path: test.info().outputPath('past-moment.png'), fullPage: true });
    // its facts then, with who could see it: the admin, who manages the project
    await page.getByRole('tab', { name: 'Metadata' }).click();
    const facts = page.getByRole('table', { name: 'The asset as it was' });
    await expect(facts.getByRole('row', { name: /Name/ })).toContainText(first);
    const readers = page.getByRole('region', { name: 'Who could see it' });
    await expect(readers.getByRole('listitem')).toHaveText(['Admin · Manager']);
    await expectAccessible(page, "the viewer's facts at a past moment");
    await page.screenshot({ path: test.info().outputPath('past-facts.png') });
  });

  await test.step('a reload keeps the moment; Back to Now returns to the present', async () => {
    await page.reload();
    await expect(page.getByTestId('past-asset-name')).toHaveText(first);
    await page.getByRole('button', { name: 'Back to Now' }).click();
    await expect(page).not.toHaveURL(/[?&]at=/);
    await expect(page.getByTestId('past-banner')).toHaveCount(0);
    await expect(page.getByTestId('asset-name')).toHaveText(renamed);
    await expect(commentList(page)).not.toContainText(note);
  });
});
