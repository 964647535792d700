import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers/accessibility.ts';
import { asAdmin, createFolder, createProject, createWorkspace } from './helpers/graphql.ts';
import { openTab } from './helpers/header.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;

/** A user's row in a users table. */
function userRow(page: Page, name: string) {
  return page.getByTestId('user-row').filter({ hasText: name });
}

test('a Supervisor, not a superuser, finds a person from 2 characters and assigns him to a folder as Editor', async ({
  page,
  request,
}) => {
  const project = uniqueName('Assign');
  const tag = randomUUID().slice(0, 6);
  const supervisor = { name: 'Sofia Supervisor', email: `sofia-${tag}@outside.test` };
  const person = { name: `Quentin Qu${tag}`, email: `quentin-${tag}@outside.test` };
  const outsider = { name: `Rita Ro${tag}`, email: `rita-${tag}@outside.test` };
  let link = '';
  let projectId = '';
  let ritaId = '';

  await test.step('Sofia supervises a project with Dailies; Quentin and Rita are in another one', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    const workspace = (await gql(createWorkspace, { name: uniqueName('Crew') })).createWorkspace
      .workspace;
    const input = { workspaceId: workspace.id, managerId: currentUser.id };
    const created = (await gql(createProject, { ...input, name: project })).createProject.project;
    projectId = created.id;
    await gql(createFolder, { parentId: created.rootFolder.id, name: 'Dailies' });
    const other = (await gql(createProject, { ...input, name: uniqueName('Elsewhere') }))
      .createProject.project;
    await gql(inviteUser, { ...person, projectId: other.id, roleId: 'viewer' });
    const rita = await gql(inviteUser, { ...outsider, projectId: other.id, roleId: 'viewer' });
    ritaId = rita.inviteUser.user.id;
    const seen = await outboxFiles();
    await gql(inviteUser, { ...supervisor, projectId: created.id, roleId: 'supervisor' });
    link = linkPath(await nextMail(seen), '/invite');
  });

  await test.step('she joins and opens her project in Users', async () => {
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('a secret of her own');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await openTab(page, 'Users');
    await expect(page).toHaveURL(/\/users$/);
    // Her project's users (users-project), as Select Project on All Users leads there.
    await page.goto(`/users/${encodeURIComponent(projectId)}`);
    await expect(page.getByRole('link', { name: 'All Users' })).toBeVisible();
    await expectAccessible(page, 'users-project as its Supervisor');
    await expect(userRow(page, supervisor.name)).toBeVisible();
    await expect(userRow(page, person.name)).toHaveCount(0);
  });

  const dialog = page.getByRole('dialog', { name: 'Assign User' });
  await test.step('Assign User asks for people first', async () => {
    await page.getByRole('button', { name: 'Assign User' }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog.getByText('Please select one or more users')).toBeVisible();
    await expectAccessible(page, 'the Assign User dialog asking for people');
  });

  await test.step('2 characters find Quentin; the role info explains the roles', async () => {
    const users = dialog.getByRole('combobox', { name: 'Users' });
    await users.fill('Q');
    await expect(page.getByText('Type at least 2 characters')).toBeVisible();
    await users.fill(`Qu${tag}`);
    await page.getByRole('option', { name: new RegExp(person.name) }).click();
    await expect(dialog.getByText(person.name)).toBeVisible();
    await expect(dialog.getByText('Please select one or more users')).toBeHidden();
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
    await dialog.getByLabel('Folder', { exact: true }).selectOption({ label: 'Dailies' });

    await dialog.getByRole('button', { name: 'About the roles' }).click();
    const info = page.getByRole('dialog', { name: 'About the roles' });
    await expect(info.getByRole('row', { name: /^Editor/ })).toContainText(
      'View, Edit, Download, Comment',
    );
    await expect(info.getByRole('row', { name: /^Supervisor/ })).toContainText('whole project');
    await expect(info.getByRole('row', { name: /^Admin/ })).toContainText('workspace');
    await expectAccessible(page, 'the Assign User dialog with the role info');
    await page.screenshot({ path: test.info().outputPath('assign-user-role-info.png') });
    await dialog.getByRole('button', { name: 'About the roles' }).click();
    await expect(info).toBeHidden();
  });

  await test.step('Assign gives him Dailies as Editor, listed at once', async () => {
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Successfully assigned user(s)')).toBeVisible();
    const row = userRow(page, person.name);
    await expect(row).toContainText(person.email);
    await expect(row.getByLabel(`Role of ${person.name}`)).toHaveValue('editor');
    await page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: 'Dailies' })
      .click();
    await expect(userRow(page, person.name).getByLabel(`Edit for ${person.name}`)).toBeChecked();
    await expectAccessible(page, 'users-folder with the assigned person');
  });

  await test.step('Add User sends a known address to Assign User, one of the project as in use', async () => {
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog', { name: 'Add User' });
    await add.getByLabel('Name', { exact: true }).fill('Rita');
    await add.getByLabel('Email', { exact: true }).fill(outsider.email);
    await expect(add.getByText('This user already exists. Please use ASSIGN USER')).toBeVisible();
    await add.getByRole('button', { name: 'Invite' }).click();
    await expect(add).toBeVisible();
    await add.getByLabel('Email', { exact: true }).fill(person.email.toUpperCase());
    await expect(add.getByText('This email-address is already in use')).toBeVisible();
    await expectAccessible(page, 'the Add User dialog with an address in use');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
  });

  await test.step('?assign= opens Assign User with the people chosen, then leaves the address', async () => {
    await page.goto(`/users/${encodeURIComponent(projectId)}?assign=${encodeURIComponent(ritaId)}`);
    await expect(dialog.getByText(outsider.name)).toBeVisible();
    await expect(page).not.toHaveURL(/assign=/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
