import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';
import { folderDetail, folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createProject, createWorkspace } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';
import { openProject, projectRow } from './helpers/projects.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { created invited user { name } } }`;

test('a person invited to one folder as Viewer joins from the mail, sees that folder and cannot add one', async ({
  page,
  request,
}) => {
  const project = uniqueName('Documentary');
  const email = `vera-${randomUUID().slice(0, 6)}@outside.test`;
  let link = '';

  await test.step('the administrator invites Vera to the Dailies folder as Viewer', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    const workspace = (await gql(createWorkspace, { name: uniqueName('Invitations') }))
      .createWorkspace.workspace;
    const input = { workspaceId: workspace.id, name: project, managerId: currentUser.id };
    const created = (await gql(createProject, input)).createProject.project;
    const root = created.rootFolder.id;
    const dailies = (await gql(createFolder, { parentId: root, name: 'Dailies' })).createFolder;
    await gql(createFolder, { parentId: root, name: 'Edit' });
    const seen = await outboxFiles();
    const invitation = await gql(inviteUser, {
      email,
      name: 'Vera Viewer',
      projectId: created.id,
      roleId: 'viewer',
      folderId: dailies.folder.id,
    });
    expect(invitation.inviteUser).toEqual({
      created: true,
      invited: true,
      user: { name: 'Vera Viewer' },
    });
    const mail = await nextMail(seen);
    expect(mail).toMatchObject({ to: email, subject: 'You are invited to Rushes' });
    link = linkPath(mail, '/invite');
  });

  await test.step('the link from the mail asks her name and a password', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    await expect(page.getByTestId('invite-email')).toContainText(email);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Vera Viewer');
    await expectAccessible(page, 'the accept-invite screen');

    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter a name.')).toBeVisible();
    await expect(page.getByText('password must have at least 6 characters')).toBeVisible();
    await expectAccessible(page, 'the accept-invite screen with its errors');
  });

  await test.step('she joins and lands signed in', async () => {
    await page.getByLabel('Name', { exact: true }).fill('Vera V.');
    await page.getByLabel('Password', { exact: true }).fill('a secret of her own');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectRow(page, project)).toBeVisible();
    await expectAccessible(page, "the invitee's project list");
  });

  await test.step('she sees only her folder, and cannot create a folder there', async () => {
    await openProject(page, project);
    await expect(folderRow(page, 'Dailies')).toBeVisible();
    await expect(folderRow(page, 'Edit')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New Folder' })).toHaveCount(0);
    await expectAccessible(page, "the project's root as a passage to her folder");

    await folderRow(page, 'Dailies').getByRole('link', { name: 'Dailies', exact: true }).click();
    await expect(folderDetail(page, 'Name')).toHaveText('Dailies');
    await expect(page.getByRole('button', { name: 'New Folder' })).toHaveCount(0);
    await expectAccessible(page, 'her folder');
  });

  await test.step('the link works once', async () => {
    const again = await page.context().browser()?.newContext();
    const other = await again?.newPage();
    if (!other) throw new Error('no second browser context');
    await other.goto(link);
    await expect(other).toHaveURL(/\/error\/not-found$/);
    await expectAccessible(other, 'the spent invitation link');
    await again?.close();
  });
});
