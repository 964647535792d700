import { expect, type Page, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

/** The sidebar's tree of projects and their folders. */
const sidebarTree = (page: Page) => page.getByRole('tree', { name: 'Projects' });

/** The tree's node whose link is `name` (the innermost, as a project's node holds its folders'). */
const treeNode = (page: Page, name: string) =>
  sidebarTree(page)
    .getByRole('treeitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .last();

/** A route's path as the app writes it: ids are URI-encoded. */
const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

test('the project sidebar opens projects into their folders, and each node has its menu', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const title = uniqueName('Tree');
  let input: { workspaceId: string; managerId: string };
  let projectId = '';
  let day1 = '';
  let scene4 = '';

  await test.step('a project with Day 1 (holding Scene 4) and Day 2', async () => {
    const { currentUser, workspaces } = await gql('{ currentUser { id } workspaces { id } }');
    input = { workspaceId: workspaces[0].id, managerId: currentUser.id };
    const project = (await gql(createProject, { ...input, name: title })).createProject.project;
    projectId = project.id;
    const rootId = project.rootFolder.id;
    day1 = (await gql(createFolder, { parentId: rootId, name: 'Day 1' })).createFolder.folder.id;
    await gql(createFolder, { parentId: rootId, name: 'Day 2' });
    scene4 = (await gql(createFolder, { parentId: day1, name: 'Scene 4' })).createFolder.folder.id;
  });

  await test.step('on the project list, the project opens into its folders (arrow keys)', async () => {
    // the page's clock, to come back to it later
    await page.clock.install();
    await page.goto('/projects');
    await signIn(page, admin.email, admin.password);
    const project = treeNode(page, title);
    await expect(project).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarTree(page).getByRole('link', { name: 'Day 1' })).toHaveCount(0);
    await project.focus();
    await project.press('ArrowRight');
    await expect(project).toHaveAttribute('aria-expanded', 'true');
    await expect(treeNode(page, 'Day 1')).toBeVisible();
    await expect(treeNode(page, 'Day 2')).toBeVisible();
    // Day 2 holds nothing to open
    await expect(treeNode(page, 'Day 2')).not.toHaveAttribute('aria-expanded');
    await expectAccessible(page, 'the project list with the sidebar tree open');
  });

  await test.step('coming back to the page over 5 minutes later reloads the project list', async () => {
    const late = uniqueName('Late');
    await gql(createProject, { ...input, name: late });
    await page.clock.fastForward('05:01');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(sidebarTree(page).getByRole('link', { name: late, exact: true })).toBeVisible();
    await expect(
      page.getByRole('table').getByRole('link', { name: late, exact: true }),
    ).toBeVisible();
  });

  await test.step('a sub-folder opens through the tree, marked as the open one', async () => {
    const dayNode = treeNode(page, 'Day 1');
    await dayNode.focus();
    await dayNode.press('ArrowRight');
    await sidebarTree(page).getByRole('link', { name: 'Scene 4', exact: true }).click();
    await expect(page).toHaveURL(path('projects', projectId, scene4));
    await expect(treeNode(page, 'Scene 4')).toHaveAttribute('aria-selected', 'true');
    await expect(
      sidebarTree(page).getByRole('link', { name: 'Scene 4', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'a sub-folder opened from the tree');
    await page.screenshot({ path: test.info().outputPath('sub-folder-open.png') });
  });

  await test.step('opened afresh, the folder shows in the tree with the folders above it open', async () => {
    await page.reload();
    await expect(treeNode(page, 'Scene 4')).toBeVisible();
    await expect(treeNode(page, 'Scene 4')).toHaveAttribute('aria-selected', 'true');
    await expect(treeNode(page, title)).toHaveAttribute('aria-expanded', 'true');
    await expect(treeNode(page, 'Day 1')).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step("a folder's menu: Manage Users for that folder", async () => {
    await treeNode(page, 'Day 1').getByRole('button', { name: 'Menu of Day 1' }).first().click();
    await expect(page.getByRole('menuitem', { name: 'Set Poster Image' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'New Project' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Manage Users' }).click();
    await expect(page).toHaveURL(path('users', projectId, day1));
  });

  await test.step("a project's menu (a right click): Settings opens its settings", async () => {
    await page.goto(path('projects', projectId, scene4));
    await expect(treeNode(page, 'Scene 4')).toBeVisible();
    await sidebarTree(page)
      .getByRole('link', { name: title, exact: true })
      .click({ button: 'right' });
    for (const entry of ['New Project', 'Manage Users', 'Set Poster Image', 'Delete']) {
      await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(path('projects', projectId, 'settings'));
    await expect(treeNode(page, title)).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, "the project's settings with the sidebar tree");
  });

  await test.step('a folder dragged from the open folder onto a node of the tree moves there', async () => {
    await page.goto(path('projects', projectId, day1));
    await expect(folderRow(page, 'Scene 4')).toBeVisible();
    await folderRow(page, 'Scene 4').dragTo(
      sidebarTree(page).getByRole('link', { name: 'Day 2', exact: true }),
    );
    await expect(page.getByText('Successfully moved items')).toBeVisible();
    await expect(folderRow(page, 'Scene 4')).toHaveCount(0);
    await expect(treeNode(page, 'Day 1')).not.toHaveAttribute('aria-expanded');
    const day2 = treeNode(page, 'Day 2');
    await day2.focus();
    await day2.press('ArrowRight');
    await expect(day2.getByRole('link', { name: 'Scene 4', exact: true })).toBeVisible();
  });
});
