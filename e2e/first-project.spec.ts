import { expect, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { createFolder, folderDetail, folderRow, submitNewFolder } from './helpers/folders.ts';
import { openTab } from './helpers/header.ts';
import { uniqueName } from './helpers/names.ts';
import { createProject, openProject, projectRow } from './helpers/projects.ts';
import { enterEmail, enterPassword, signIn } from './helpers/sign-in.ts';
import { createWorkspace, workspaceRow } from './helpers/workspaces.ts';

test('a first project: sign in, workspace, project, folder, and all of it after a reload', async ({
  page,
}) => {
  const workspace = uniqueName('Northern Lights');
  const project = uniqueName('Feature Film');
  const folder = 'Day 01';

  await test.step('a wrong password is refused and the hint shakes', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole('heading', { name: 'Sign in to Rushes' })).toBeVisible();
    await expectAccessible(page, 'sign-in, e-mail step');
    await enterEmail(page, admin.email);
    await enterPassword(page, 'not the password');
    const hint = page.getByRole('link', { name: 'Forgot your password?' });
    await expect(hint).toHaveClass(/rushes-shake/);
    await expect(hint).toBeVisible();
    await expect(page.getByText('Failed to sign in')).toBeVisible();
    await expect(page).toHaveURL(/\/signin/);
    await expectAccessible(page, 'sign-in, password step after a failure');
  });

  await test.step('the right password signs in', async () => {
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    // no RUSHES_SUPPORT_EMAIL here: the footer's support link reaches the first superuser
    const support = page.getByTestId('footer-support').getByRole('link', { name: admin.email });
    await expect(support).toHaveAttribute('href', `mailto:${admin.email}`);
    await expectAccessible(page, 'the project list');
  });

  await test.step('a new workspace', async () => {
    await createWorkspace(page, workspace);
    await expect(page.getByText('Successfully created workspace')).toBeVisible();
    await expect(workspaceRow(page, workspace)).toBeVisible();
    await expectAccessible(page, 'the workspace list');
  });

  await test.step('a new project in it, managed by the admin', async () => {
    await createProject(page, {
      workspace,
      title: project,
      managerSearch: 'adm',
      manager: 'Admin',
    });
    await expect(page.getByText('Successfully created project')).toBeVisible();
    await expect(projectRow(page, project)).toContainText(workspace);
    await expect(projectRow(page, project)).toContainText('Admin');
    await expectAccessible(page, 'the project list with a project');
  });

  await test.step('the project opens on its root folder, which is empty', async () => {
    await openProject(page, project);
    await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+$/);
    await expect(folderDetail(page, 'Name')).toHaveText(project);
    await expect(page.getByText('This folder is empty')).toBeVisible();
    await expectAccessible(page, 'an empty folder');
  });

  await test.step('a new folder', async () => {
    await createFolder(page, folder);
    await expect(page.getByText('Successfully created folder')).toBeVisible();
    await expect(folderRow(page, folder)).toBeVisible();
    await expect(folderDetail(page, 'Folders')).toHaveText('1');
    await expectAccessible(page, 'a folder with a child folder');
  });

  await test.step('after a reload the folder, the project and the workspace are still there', async () => {
    await page.reload();
    await expect(folderRow(page, folder)).toBeVisible();
    await expect(folderDetail(page, 'Name')).toHaveText(project);
    await expect(folderDetail(page, 'Folders')).toHaveText('1');

    await page.getByRole('link', { name: 'All Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectRow(page, project)).toContainText(workspace);

    await openTab(page, 'Workspaces');
    await expect(workspaceRow(page, workspace)).toBeVisible();
  });
});

test('a second folder with the same name is refused inline', async ({ page }) => {
  const project = uniqueName('Commercial');
  await page.goto('/signin');
  await signIn(page, admin.email, admin.password);
  await createProject(page, {
    workspace: 'Default',
    title: project,
    managerSearch: 'admin@',
    manager: 'Admin',
  });
  await openProject(page, project);
  await createFolder(page, 'Rushes');

  // the name is trimmed before it is compared with its siblings'
  const dialog = await submitNewFolder(page, '  Rushes  ');
  await expect(dialog.getByText('This name is already used by another folder')).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'New Folder with a name conflict');

  await dialog.getByLabel('Name', { exact: true }).fill('Rushes B');
  await expect(dialog.getByText('This name is already used by another folder')).toBeHidden();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(folderRow(page, 'Rushes')).toHaveCount(1);
  await expect(folderRow(page, 'Rushes B')).toBeVisible();
});
