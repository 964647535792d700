import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { asAdmin, createFolder, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// A clip is transcoded before the folder lists it.
test.describe.configure({ timeout: 240_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeTimecodeClip(folder, { seconds: 2, width: 640, height: 360, fps: 25 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The folder sidebar's History tab, opened: the list of what changed. */
async function openHistory(page: Page) {
  await page.getByRole('tab', { name: 'History', exact: true }).click();
}

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;
const renameFolder = `mutation ($input: RenameFolderInput!) {
  renameFolder(input: $input) { clientMutationId } }`;

const changeList = (page: Page) => page.getByRole('list', { name: 'What changed in this folder' });

test("a round marked, then a rename and a note: the folder's History tells what changed since", async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const first = uniqueName('Scene 19A take');
  const renamed = uniqueName('Scene 19A take 3');
  const round = uniqueName("Director's review");
  const selects = uniqueName('Selects');
  const early = uniqueName('Early Editor');
  const late = uniqueName('Late Viewer');
  let assetId = '';
  let projectId = '';
  let selectsId = '';

  await test.step('a clip and a folder in a project with an editor, opened on History', async () => {
    const project = await createManagedProject(gql, uniqueName('Rounds'));
    const folderId = project.rootFolder.id;
    projectId = project.id;
    selectsId = (await gql(createFolder, { parentId: folderId, name: selects })).createFolder.folder
      .id;
    const email = `${early.replace(/\W+/g, '-').toLowerCase()}@studio.test`;
    await gql(inviteUser, { email, name: early, projectId, roleId: 'editor' });
    assetId = await uploadPlayable(request, gql, folderId, clip);
    await gql(
      `mutation ($input: RenameAssetInput!) { renameAsset(input: $input) { clientMutationId } }`,
      { id: assetId, name: first },
    );
    await page.goto(`/projects/${project.id}/${folderId}`);
    await signIn(page, admin.email, admin.password);
    await openHistory(page);
    await expect(
      page.getByText('No rounds yet: mark one to see what changes after it.'),
    ).toBeVisible();
  });

  await test.step('the admin marks this moment as a round: nothing has changed since', async () => {
    await page.getByRole('button', { name: 'Mark round' }).click();
    await page.getByRole('textbox', { name: 'Round name' }).fill(round);
    await page.getByRole('button', { name: 'Mark', exact: true }).click();
    await expect(page.getByText(`Marked “${round}”`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Since' })).toHaveValue(new RegExp(round));
    await expect(page.getByText('Nothing changed between these moments.')).toBeVisible();
    await expectAccessible(page, "a folder's History tab with a round");
  });

  await test.step('after the round, the clip and the folder are renamed, a viewer joins, a note', async () => {
    await gql(renameFolder, { id: selectsId, name: `${selects} v2` });
    const email = `${late.replace(/\W+/g, '-').toLowerCase()}@studio.test`;
    await gql(inviteUser, { email, name: late, projectId, roleId: 'viewer' });
    await gql(
      `mutation ($input: RenameAssetInput!) { renameAsset(input: $input) { clientMutationId } }`,
      { id: assetId, name: renamed },
    );
    const { asset } = await gql(`{ asset(id: "${assetId}") { newestVersion { id } } }`);
    await gql(
      `mutation ($input: AddCommentInput!) { addComment(input: $input) { clientMutationId } }`,
      { versionId: asset.newestVersion.id, text: 'Softer here' },
    );
  });

  await test.step('History lists both since the round, the newest first', async () => {
    await page.reload();
    await openHistory(page);
    const items = changeList(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`${renamed}: Admin commented on v1`);
    await expect(items.nth(1)).toContainText(`${renamed}: Admin renamed it to “${renamed}”`);
    await expect(page.getByText('2 changes')).toBeVisible();
    await expectAccessible(page, "a folder's changes since a round");
    await page.screenshot({ path: test.info().outputPath('since-round.png'), fullPage: true });
  });

  await test.step('without comments, only the rename is left', async () => {
    // the chip's box is drawn by its label
    await page.locator('label', { hasText: 'Comments (1)' }).click();
    await expect(page.getByRole('checkbox', { name: 'Comments (1)' })).not.toBeChecked();
    await expect(page.getByText('1 change', { exact: true })).toBeVisible();
    const items = changeList(page).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.nth(0)).toContainText('Admin renamed it');
  });

  await test.step('a notification summarises what changed since the round', async () => {
    await page.getByRole('button', { name: 'Send Notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Notification' });
    await dialog.getByRole('combobox', { name: 'Summarise changes since' }).click();
    await page.getByRole('option', { name: round }).click();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(/\[CHANGES\]$/);
    await expectAccessible(page, 'send-notification with a round');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Successfully sent notification')).toBeVisible();
  });

  await test.step('the folder at the round: the clip by its name then, read-only', async () => {
    // a round's name and who marked it show the folder at its moment
    await page.getByRole('button', { name: `${round} · Admin` }).click();
    await expect(page).toHaveURL(/[?&]at=/);
    await expect(page.getByTestId('past-banner')).toContainText(
      'You are looking at this folder as it was on',
    );
    const held = page.getByRole('table', { name: 'Assets it held then' });
    await expect(held.getByRole('row')).toHaveCount(2);
    await expect(held.getByRole('link', { name: first })).toBeVisible();
    const folders = page.getByRole('list', { name: 'Folders it held then' });
    await expect(folders.getByRole('link')).toHaveText([selects]);
    // who could see it then: the manager and the editor; the viewer who joined later is not there
    const readers = page.getByRole('region', { name: 'Who could see it' });
    await expect(readers.getByRole('listitem')).toHaveText([
      'Admin · Manager',
      `${early} · Editor`,
    ]);
    await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark round' })).toHaveCount(0);
    await expectAccessible(page, 'a folder at a past moment');
    await page.screenshot({ path: test.info().outputPath('folder-then.png'), fullPage: true });
    await held.getByRole('link', { name: first }).click();
    await expect(page.getByTestId('past-asset-name')).toHaveText(first);
    await page.goBack();
    // a folder it held opens at the same moment, by its name then
    await folders.getByRole('link', { name: selects }).click();
    await expect(page.getByTestId('past-folder-name')).toHaveText(selects);
    await expect(page.getByTestId('past-banner')).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Back to Now' }).click();
    await expect(page).not.toHaveURL(/[?&]at=/);
    await expect(page.getByTestId('past-banner')).toHaveCount(0);
  });

  await test.step('a change opens its asset in the viewer as it was just after it', async () => {
    await openHistory(page);
    await changeList(page)
      .getByRole('link', { name: /Admin renamed it/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${assetId}\\?at=`));
    await expect(page.getByTestId('past-asset-name')).toHaveText(renamed);
    await page.getByRole('button', { name: 'Back to Now' }).click();
    await expect(page.getByTestId('asset-name')).toHaveText(renamed);
  });
});
