import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { createFolder as createFolderInUi, folderDetail, folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createProject, createWorkspace } from './helpers/graphql.ts';
import { openTab } from './helpers/header.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';
import { openProject } from './helpers/projects.ts';
import { signIn } from './helpers/sign-in.ts';

/** A user's row in a users table. */
function userRow(page: Page, name: string) {
  return page.getByTestId('user-row').filter({ hasText: name });
}

test('the administrator invites a Viewer to one folder through Add User, then makes her Editor', async ({
  page,
  browser,
  request,
}) => {
  const project = uniqueName('Feature');
  const email = `ines-${randomUUID().slice(0, 6)}@outside.test`;
  const invitee = await (await browser.newContext()).newPage();
  let link = '';

  await test.step('a project with the folders Dailies (and Day 1 inside it) and Edit', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    const workspace = (await gql(createWorkspace, { name: uniqueName('Crew') })).createWorkspace
      .workspace;
    const input = { workspaceId: workspace.id, name: project, managerId: currentUser.id };
    const created = (await gql(createProject, input)).createProject.project;
    const root = created.rootFolder.id;
    const dailies = (await gql(createFolder, { parentId: root, name: 'Dailies' })).createFolder;
    await gql(createFolder, { parentId: dailies.folder.id, name: 'Day 1' });
    await gql(createFolder, { parentId: root, name: 'Edit' });
  });

  await test.step('Users lists the projects the administrator may manage', async () => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await openTab(page, 'Users');
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    await expectAccessible(page, 'users-index');
    await page.getByRole('link', { name: project, exact: true }).click();
    await expect(page.getByRole('link', { name: 'All Users' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Last Activity' })).toBeVisible();
    await expectAccessible(page, 'users-project');
  });

  await test.step('Add User asks a name, a valid e-mail, and a confirmation for the whole project', async () => {
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('Please enter a name', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Please enter an email', { exact: true })).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill('ines@nowhere');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the Add User dialog with its errors');

    await dialog.getByLabel('Folder', { exact: true }).selectOption({ label: 'The whole project' });
    const confirmation = dialog.getByLabel(
      'Assign these to the whole project (we strongly recommend assigning to specific folders instead)',
    );
    await expect(confirmation).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Invite' })).toBeDisabled();
    await confirmation.check();
    await expect(dialog.getByRole('button', { name: 'Invite' })).toBeEnabled();
    await expectAccessible(page, 'the Add User dialog asking to confirm the whole project');
  });

  await test.step('she is invited to Dailies as Viewer and gets the mail', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Name', { exact: true }).fill('Ines Viewer');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Viewer' });
    await dialog.getByLabel('Folder', { exact: true }).selectOption({ label: 'Dailies' });
    const seen = await outboxFiles();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Successfully invited user')).toBeVisible();

    const row = userRow(page, 'Ines Viewer');
    await expect(row).toContainText(email);
    await expect(row).toContainText('never');
    await expect(row.getByRole('button', { name: 'Re-Invite' })).toBeVisible();
    await expect(row.getByLabel('Role of Ines Viewer')).toHaveValue('viewer');
    await row.getByRole('button', { name: 'Ines Viewer', exact: true }).click();
    const details = page.getByRole('table', { name: 'User' });
    await expect(details.getByRole('row', { name: /^Folders/ })).toContainText('Dailies');
    await expect(details.getByRole('row', { name: /^Role/ })).toContainText('Viewer');
    await expect(details.getByRole('row', { name: /^Last Login/ })).toContainText('never');
    await expectAccessible(page, 'users-project with the invitee in the inspector');

    const mail = await nextMail(seen);
    expect(mail).toMatchObject({ to: email, subject: 'You are invited to Rushes' });
    link = linkPath(mail, '/invite');
  });

  await test.step('Dailies lists her own entry, Day 1 her inherited one', async () => {
    await page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: 'Dailies' })
      .click();
    const own = userRow(page, 'Ines Viewer');
    await expect(own).toBeVisible();
    await expect(own.getByLabel('Edit for Ines Viewer')).toBeEnabled();
    await expect(own.getByLabel('Edit for Ines Viewer')).not.toBeChecked();
    await expectAccessible(page, 'users-folder');

    await page
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: 'Day 1' })
      .click();
    const inherited = userRow(page, 'Ines Viewer');
    await expect(inherited.getByLabel('Permissions are inherited from "Dailies"')).toBeVisible();
    await expect(inherited.getByLabel('Comment for Ines Viewer')).toBeDisabled();
    await expectAccessible(page, 'users-folder with an inherited entry');
  });

  await test.step('she joins from the mail and finds only Dailies, without New Folder', async () => {
    await invitee.goto(link);
    await invitee.getByLabel('Password', { exact: true }).fill('a secret of her own');
    await invitee.getByRole('button', { name: 'Continue' }).click();
    await expect(invitee).toHaveURL(/\/projects$/);
    await openProject(invitee, project);
    await expect(folderRow(invitee, 'Edit')).toHaveCount(0);
    await folderRow(invitee, 'Dailies').getByRole('link', { name: 'Dailies', exact: true }).click();
    await expect(folderDetail(invitee, 'Name')).toHaveText('Dailies');
    await expect(invitee.getByRole('button', { name: 'New Folder' })).toHaveCount(0);
    await expectAccessible(invitee, 'her folder as Viewer');
  });

  await test.step('the administrator switches her to Editor, confirming user, old and new role', async () => {
    // A mark on her document that a reload would wipe: her page changes live, it never reloads.
    await invitee.evaluate(() => {
      document.documentElement.dataset.e2eMark = 'not reloaded';
    });
    await page.getByRole('link', { name: project, exact: true }).click();
    const row = userRow(page, 'Ines Viewer');
    await row.getByLabel('Role of Ines Viewer').selectOption({ label: 'Editor' });
    const dialog = page.getByRole('dialog', { name: 'Switch role' });
    await expect(dialog).toContainText('Switch Ines Viewer from Viewer to Editor?');
    await expectAccessible(page, 'the Switch role confirmation');
    await dialog.getByRole('button', { name: 'Switch role' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByLabel('Role of Ines Viewer')).toHaveValue('editor');
  });

  await test.step('her open page offers New Folder at once, and she creates one in Dailies', async () => {
    await expect(invitee.getByRole('button', { name: 'New Folder' })).toBeVisible();
    await expect(invitee.locator('html')).toHaveAttribute('data-e2e-mark', 'not reloaded');
    await createFolderInUi(invitee, 'Selects');
    await expect(folderRow(invitee, 'Selects')).toBeVisible();
    await expectAccessible(invitee, 'her folder as Editor');
  });
  await test.step('the filter finds her by e-mail; Unassign takes her off the project, and her open page loses it at once', async () => {
    await page.reload();
    // She has signed in and used Rushes since: her Last Activity is a time now.
    await expect(userRow(page, 'Ines Viewer')).not.toContainText('never');
    await page.getByLabel('Filter users', { exact: true }).fill(email.slice(0, 8));
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Actions for Ines Viewer' }).click();
    await page.getByRole('menuitem', { name: 'Unassign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unassign' });
    await expect(dialog).toContainText(`Unassign Ines Viewer from ${project}?`);
    await expectAccessible(page, 'the Unassign confirmation');
    await dialog.getByRole('button', { name: 'Unassign' }).click();
    await expect(page.getByText('Successfully unassigned user')).toBeVisible();
    await expect(page.getByTestId('user-row')).toHaveCount(0);
    // Nobody reloads her page: accessChanged loads it again, and the folder is no longer hers.
    await expect(invitee.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(invitee.locator('html')).toHaveAttribute('data-e2e-mark', 'not reloaded');
    await expectAccessible(invitee, 'her folder after she was unassigned');
  });
  await invitee.context().close();
});
