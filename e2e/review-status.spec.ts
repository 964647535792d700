import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { asAdmin, createProject } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { created } }`;

// Two clips are transcoded before the folder opens.
test.describe.configure({ timeout: 180_000 });

let folder: string;
const takes = ['Take 1.mp4', 'Take 2.mp4'];

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  const clip = await makeGreyClip(folder, { seconds: 1, width: 320, height: 180 });
  for (const take of takes) await copyFile(clip, join(folder, take));
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The status filter of the folder's list: a choice of one status, or All Statuses. */
async function filterByStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('an editor approves a version in the viewer, filters the folder by status and sets two at once', async ({
  page,
  request,
}) => {
  const email = `edna-${randomUUID().slice(0, 6)}@rushes.test`;
  let folderPath = '';
  let invitation = '';

  await test.step('a project with two clips, and Edna invited as its Editor', async () => {
    const gql = await asAdmin(request);
    const { currentUser, workspaces } = await gql('{ currentUser { id } workspaces { id } }');
    const input = {
      workspaceId: workspaces[0].id,
      name: uniqueName('Review'),
      managerId: currentUser.id,
    };
    const project = (await gql(createProject, input)).createProject.project;
    const rootId = project.rootFolder.id;
    for (const take of takes) await uploadPlayable(request, gql, rootId, join(folder, take));
    folderPath = `/projects/${project.id}/${rootId}`;
    const seen = await outboxFiles();
    await gql(inviteUser, { email, name: 'Edna Editor', projectId: project.id, roleId: 'editor' });
    invitation = linkPath(await nextMail(seen), '/invite');
  });

  await test.step('Edna joins and opens the first take, which has no status yet', async () => {
    await page.goto(invitation);
    await page.getByLabel('Password', { exact: true }).fill('a secret of her own');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto(folderPath);
    // filtered to it alone, the take stays in the viewer when it ends rather than give way to the
    // next one in the folder
    await page.getByRole('textbox', { name: 'Filter' }).fill('Take 1');
    await expect(assetRow(page, 'Take 2.mp4')).toHaveCount(0);
    await openAsset(page, 'Take 1.mp4');
    await expect(page.getByRole('button', { name: 'Review Status: No Status' })).toBeVisible();
    await expectAccessible(page, 'the viewer of a version with no status');
  });

  await test.step('she approves it and sees Approved with her name', async () => {
    await page.getByRole('button', { name: 'Review Status: No Status' }).click();
    await page.getByRole('menuitem', { name: 'Approved' }).click();
    await expect(page.getByRole('button', { name: 'Review Status: Approved' })).toBeVisible();
    await expect(page.getByTestId('review-status-set-by')).toContainText('Edna Editor');
    await expectAccessible(page, 'the viewer of an approved version');
    await page.screenshot({ path: test.info().outputPath('approved.png') });
  });

  await test.step('back in the folder, filtered as she left it; Escape lists both takes again', async () => {
    await page.getByRole('link', { name: 'Back to the folder' }).click();
    await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('Take 1');
    await expect(assetRow(page, 'Take 1.mp4')).toBeVisible();
    await expect(assetRow(page, 'Take 2.mp4')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('');
    await expect(assetRow(page, 'Take 2.mp4')).toBeVisible();
    // the address names no listing any more
    await expect(page).not.toHaveURL(/\?/);
  });

  await test.step('the folder shows it in its Status column, and the filter keeps it alone', async () => {
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect(assetRow(page, 'Take 1.mp4')).toContainText('Approved');
    await expect(assetRow(page, 'Take 2.mp4')).not.toContainText('Approved');
    await expectAccessible(page, 'a folder with a Status column');
    await page.screenshot({ path: test.info().outputPath('status-column.png') });
    await filterByStatus(page, 'Approved');
    await expect(assetRow(page, 'Take 2.mp4')).toHaveCount(0);
    await expect(assetRow(page, 'Take 1.mp4')).toBeVisible();
    await expectAccessible(page, 'a folder filtered by status');
    await filterByStatus(page, 'All Statuses');
    await expect(assetRow(page, 'Take 2.mp4')).toBeVisible();
  });

  await test.step('both takes chosen get Changes Requested from the selection bar', async () => {
    await page.getByRole('button', { name: 'Select Items' }).click();
    for (const take of takes) await page.getByRole('checkbox', { name: `Select ${take}` }).check();
    await page.getByRole('button', { name: 'Review Status', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Changes Requested' }).click();
    for (const take of takes) {
      await expect(assetRow(page, take)).toContainText('Changes Requested');
    }
    await expectAccessible(page, 'a folder with two takes chosen');
    await filterByStatus(page, 'Changes Requested');
    for (const take of takes) await expect(assetRow(page, take)).toBeVisible();
  });
});
