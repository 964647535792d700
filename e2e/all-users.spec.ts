import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { asAdmin, createProject, createWorkspace } from './helpers/graphql.ts';
import { openTab } from './helpers/header.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;

test('a superuser finds an invited person in All Users, inspects her and deletes her', async ({
  page,
  request,
}) => {
  const project = uniqueName('Pilot');
  const name = uniqueName('Iris Invitee');
  const email = `iris-${randomUUID().slice(0, 6)}@outside.test`;

  await test.step('a project with an invited Viewer', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    const workspace = (await gql(createWorkspace, { name: uniqueName('Crew') })).createWorkspace
      .workspace;
    const input = { workspaceId: workspace.id, name: project, managerId: currentUser.id };
    const created = (await gql(createProject, input)).createProject.project;
    await gql(inviteUser, { email, name, projectId: created.id, roleId: 'viewer' });
  });

  const row = page.getByTestId('user-row').filter({ hasText: name });
  await test.step('All Users lists her, never active, with Re-Invite', async () => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await openTab(page, 'Users');
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    await expect(row).toContainText(email);
    await expect(row).toContainText('never');
    await expect(row.getByRole('button', { name: 'Re-Invite' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Projects' })).toContainText(project);
    await expectAccessible(page, 'users-index');
  });

  await test.step('the inspector shows who invited her and her project', async () => {
    await row.getByRole('cell', { name, exact: true }).click();
    const inspector = page.getByRole('table', { name: 'User', exact: true });
    await expect(inspector).toContainText(email);
    await expect(inspector.getByRole('row', { name: /Invited By/ })).toContainText('Admin');
    await expect(inspector.getByRole('row', { name: /Last Login/ })).toContainText('never');
    await expect(inspector.getByRole('row', { name: /Role/ })).toContainText('Viewer');
    await expect(page.getByText(`${project} (Viewer)`)).toBeVisible();
    await expectAccessible(page, 'users-index with the inspector');
    await page.screenshot({ path: test.info().outputPath('all-users.png') });
  });

  await test.step('Select Project asks for a project, then opens its users to assign her', async () => {
    await page.getByRole('button', { name: 'Assign to Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Project' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please select a project', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the Select Project dialog');
    await dialog.getByLabel('Project', { exact: true }).selectOption({ label: project });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign User' });
    await expect(assign.getByText(name)).toBeVisible();
    await assign.getByRole('button', { name: 'Cancel' }).click();
    await expect(assign).toBeHidden();
    await openTab(page, 'Users');
    await expect(row).toBeVisible();
  });

  await test.step('Delete Users names her, deletes her, and her row goes', async () => {
    await row.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(page.getByRole('table', { name: 'User', exact: true })).toContainText(email);
    await page.getByRole('button', { name: 'Delete Users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Users' });
    await expect(dialog).toContainText(`Delete this user: ${name}?`);
    await expectAccessible(page, 'the Delete Users dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Successfully deleted user(s)')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
