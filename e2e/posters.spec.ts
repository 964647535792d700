import { expect, type Page, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { breadcrumbLink, folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { solidPng } from './helpers/png.ts';
import { projectRow } from './helpers/projects.ts';
import { signIn } from './helpers/sign-in.ts';

/** The answer to the next GraphQL mutation named `field`. */
const mutationDone = (page: Page, field: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/v2/graphql') &&
      (response.request().postData() ?? '').includes(field),
  );

/** Set Poster Image's dialog: Save waits for a file; a chosen PNG is uploaded and confirmed. */
async function setPoster(page: Page, colour: [number, number, number], screen: string) {
  const dialog = page.getByRole('dialog', { name: 'Set Poster Image' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page, screen);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose File' }).click();
  await (await chooser).setFiles({
    name: 'poster.png',
    mimeType: 'image/png',
    buffer: solidPng(160, 90, colour),
  });
  await expect(dialog.getByText('poster.png')).toBeVisible();
  const confirmed = mutationDone(page, 'confirmFolderPoster');
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await confirmed).ok()).toBe(true);
  await expect(dialog).toBeHidden();
}

test("a folder's poster shows in its parent's list; the root's is the project's poster", async ({
  page,
  request,
}) => {
  const title = uniqueName('Posters');
  const day = 'Day 1';

  await test.step('a project with a folder in it', async () => {
    const gql = await asAdmin(request);
    const { currentUser, workspaces } = await gql(
      '{ currentUser { id } workspaces { id isDefault } }',
    );
    const fallback = workspaces.find((w: { isDefault: boolean }) => w.isDefault);
    const input = { workspaceId: fallback.id, name: title, managerId: currentUser.id };
    const project = (await gql(createProject, input)).createProject.project;
    await gql(createFolder, { parentId: project.rootFolder.id, name: day });
  });

  await test.step("Day 1's poster is set from its toolbar and shows in the project's list", async () => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/projects');
    await projectRow(page, title).getByRole('link', { name: title, exact: true }).click();
    await folderRow(page, day).getByRole('link', { name: day, exact: true }).click();
    await page.getByRole('button', { name: 'Set Poster Image' }).click();
    await setPoster(page, [200, 40, 40], 'the Set Poster Image dialog');
    await breadcrumbLink(page, title).click();
    const row = folderRow(page, day);
    await expect(row.getByTestId('folder-thumbnail')).toBeVisible();
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'the folder list with a poster');
    await page.screenshot({ path: test.info().outputPath('folder-poster.png'), fullPage: true });
  });

  await test.step("a superuser regenerates Day 1's thumbnail from its toolbar", async () => {
    await folderRow(page, day).getByRole('link', { name: day, exact: true }).click();
    await page.getByRole('button', { name: 'Regenerate Thumbnail' }).click();
    await expect(page.getByText('Folder Thumbnail Regenerated')).toBeVisible();
  });

  await test.step("the project's poster is set from the project list's menu, kept over a reload", async () => {
    await page.goto('/projects');
    await projectRow(page, title).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Set Poster Image' }).click();
    await setPoster(page, [40, 90, 200], 'the Set Poster Image dialog from the project list');
    await page.reload();
    await expect(projectRow(page, title).locator('img')).toBeVisible();
    await expectAccessible(page, 'the project list with a poster');
    await page.screenshot({ path: test.info().outputPath('project-poster.png'), fullPage: true });
  });

  await test.step('Reset to default brings the default back', async () => {
    await projectRow(page, title).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Set Poster Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Poster Image' });
    const removed = mutationDone(page, 'removeFolderImages');
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    expect((await removed).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(
      projectRow(page, title).getByRole('cell', { name: title, exact: true }),
    ).toBeVisible();
    await expect(projectRow(page, title).locator('img')).toHaveCount(0);
  });
});
