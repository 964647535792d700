import { expect, type Page, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { openTab } from './helpers/header.ts';
import { uniqueName } from './helpers/names.ts';
import { solidPng } from './helpers/png.ts';
import { createProject, projectRow } from './helpers/projects.ts';
import { signIn } from './helpers/sign-in.ts';
import { createWorkspace } from './helpers/workspaces.ts';

/** The project's menu, opened with a right click on its row. */
async function projectMenu(page: Page, title: string, entry: string) {
  await projectRow(page, title).getByRole('cell').nth(3).click({ button: 'right' });
  await page.getByRole('menuitem', { name: entry }).click();
}

test('a superuser edits a project, moves it to another workspace and deletes another', async ({
  page,
}) => {
  const workspace = uniqueName('Commercials');
  const title = uniqueName('Feature');
  const renamed = uniqueName('Feature Film');
  const doomed = uniqueName('Pilot');
  const newProject = (name: string) =>
    createProject(page, {
      workspace: 'Default',
      title: name,
      managerSearch: 'adm',
      manager: 'Admin',
    });

  await test.step('two projects and a second workspace', async () => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await createWorkspace(page, workspace);
    await newProject(title);
    await newProject(doomed);
    await expect(projectRow(page, doomed)).toBeVisible();
    await expectAccessible(page, 'the project list');
  });

  await test.step('the inspector shows the selected project', async () => {
    await projectRow(page, title).getByRole('cell').nth(3).click();
    const inspector = page.getByRole('table', { name: title });
    await expect(inspector).toContainText('Created By');
    await expect(inspector).toContainText('Admin');
    await page.screenshot({ path: test.info().outputPath('1-project-list.png'), fullPage: true });
  });

  const settings = page.getByRole('main');
  await test.step('settings: details, crew, shooting days and slate format, saved as typed', async () => {
    await projectRow(page, title)
      .getByRole('link', { name: `Settings of ${title}` })
      .click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/settings$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectAccessible(page, 'project settings');
    await settings.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
    await settings
      .getByRole('textbox', { name: 'Production', exact: true })
      .fill('Northern Lights');
    await settings.getByRole('textbox', { name: 'Director', exact: true }).fill('Ada Lovelace');
    await settings
      .getByRole('textbox', { name: 'Director of Photography', exact: true })
      .fill('Grace Hopper');
    const crew = settings.getByRole('combobox', { name: 'Crew', exact: true });
    await crew.fill('Alan Turing');
    await crew.press('Enter');
    await settings.getByRole('textbox', { name: 'Shooting Start', exact: true }).fill('2026/12/01');
    await settings.getByRole('textbox', { name: 'Shooting End', exact: true }).fill('2026/13/40');
    await expect(page.getByText('Invalid date')).toBeVisible();
    await settings.getByRole('textbox', { name: 'Shooting End', exact: true }).fill('2027/01/15');
    await expect(page.getByText('Invalid date')).toBeHidden();
    await expect(page.getByText('Successfully saved changes').first()).toBeVisible();
    await settings.getByRole('combobox', { name: 'Display Slate As' }).click();
    await page.getByRole('option', { name: 'Scene / Take', exact: true }).click();
    await expect(page.getByText('Successfully saved changes').first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath('2-project-settings.png'),
      fullPage: true,
    });
  });

  await test.step('a title another project holds is refused inline', async () => {
    await settings.getByRole('textbox', { name: 'Title', exact: true }).fill(doomed);
    await expect(page.getByText('This title is already used by another project')).toBeVisible();
    await settings.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
    await expect(page.getByText('This title is already used by another project')).toBeHidden();
  });

  await test.step('everything survives a reload', async () => {
    // The last autosave (the title back) has answered before the page goes.
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await page.reload();
    await expect(settings.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      renamed,
    );
    await expect(settings.getByRole('textbox', { name: 'Production', exact: true })).toHaveValue(
      'Northern Lights',
    );
    await expect(settings.getByRole('textbox', { name: 'Director', exact: true })).toHaveValue(
      'Ada Lovelace',
    );
    await expect(
      settings.getByRole('textbox', { name: 'Director of Photography', exact: true }),
    ).toHaveValue('Grace Hopper');
    await expect(settings.getByText('Alan Turing')).toBeVisible();
    await expect(
      settings.getByRole('textbox', { name: 'Shooting Start', exact: true }),
    ).toHaveValue('2026/12/01');
    await expect(settings.getByRole('textbox', { name: 'Shooting End', exact: true })).toHaveValue(
      '2027/01/15',
    );
    await expect(settings.getByRole('combobox', { name: 'Display Slate As' })).toHaveValue(
      'Scene / Take',
    );
    await expectAccessible(page, 'project settings after a reload');
  });

  await test.step('a poster of its own is chosen on the Settings tab, then removed', async () => {
    const chooser = page.waitForEvent('filechooser');
    await settings.getByRole('button', { name: 'Choose File: Poster' }).click();
    await (await chooser).setFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: solidPng(160, 90, [200, 60, 40]),
    });
    const remove = settings.getByRole('button', { name: 'Remove: Poster' });
    await expect(remove).toBeVisible();
    await expect(settings.getByRole('img', { name: 'Poster' })).toBeVisible();
    await expectAccessible(page, 'project settings with a poster');
    await page.screenshot({ path: test.info().outputPath('poster.png'), fullPage: true });
    await remove.click();
    await expect(remove).toBeHidden();
  });

  await test.step('Change Project Workspace moves it', async () => {
    await openTab(page, 'Projects');
    await projectMenu(page, renamed, 'Change Project Workspace');
    const dialog = page.getByRole('dialog', { name: 'Change Project Workspace' });
    await expectAccessible(page, 'the Change Project Workspace dialog');
    await dialog.getByRole('combobox', { name: 'Workspace' }).click();
    await page.getByRole('option', { name: workspace, exact: true }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Successfully moved project')).toBeVisible();
    await expect(projectRow(page, renamed)).toContainText(workspace);
  });

  await test.step('Delete removes the other project', async () => {
    await projectMenu(page, doomed, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Delete Project(s)' });
    await expect(dialog).toContainText(doomed);
    await expectAccessible(page, 'the Delete Project(s) dialog');
    await page.screenshot({ path: test.info().outputPath('3-delete-dialog.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Successfully deleted project(s)')).toBeVisible();
    await expect(projectRow(page, doomed)).toHaveCount(0);
    await page.reload();
    await expect(projectRow(page, renamed)).toBeVisible();
    await expect(projectRow(page, doomed)).toHaveCount(0);
    await expectAccessible(page, 'the project list after a delete');
    await page.screenshot({ path: test.info().outputPath('4-after-delete.png'), fullPage: true });
  });

  await test.step("the sidebar's menu of a project leads to its settings", async () => {
    await expectAccessible(page, 'the sidebar with its project menus');
    await page.getByRole('button', { name: `Menu of ${renamed}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/settings$/);
  });
});
