import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow } from './helpers/assets.ts';
import { folderDetail, folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// A clip is transcoded before the folder opens.
test.describe.configure({ timeout: 180_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeGreyClip(folder, { seconds: 1, width: 320, height: 180 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('an editor renames, copies, moves and deletes folders and clips from their menus', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const title = uniqueName('Organise');

  await test.step('a project with Day 1, Day 2 and a clip, opened at its root', async () => {
    const { currentUser, workspaces } = await gql('{ currentUser { id } workspaces { id } }');
    const input = {
      workspaceId: workspaces[0].id,
      name: title,
      managerId: currentUser.id,
    };
    const project = (await gql(createProject, input)).createProject.project;
    const rootId = project.rootFolder.id;
    for (const name of ['Day 1', 'Day 2']) await gql(createFolder, { parentId: rootId, name });
    await uploadPlayable(request, gql, rootId, clip);
    await page.goto(`/projects/${project.id}/${rootId}`);
    await signIn(page, admin.email, admin.password);
    await expect(folderRow(page, 'Day 2')).toBeVisible();
  });

  await test.step("Day 1 cannot take Day 2's name, whatever its case", async () => {
    await folderRow(page, 'Day 1').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename folder' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Day 1');
    await expect(dialog.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await name.fill('day 2');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog.getByText('This name is already used by another folder')).toBeVisible();
    await expectAccessible(page, 'the Rename folder dialog');
  });

  await test.step('a free name renames it where it stands, and the folder still opens', async () => {
    const dialog = page.getByRole('dialog', { name: 'Rename folder' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('  Day 1 – Unit A ');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('Renamed folder')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(folderRow(page, 'Day 1 – Unit A')).toBeVisible();
    await expect(folderRow(page, 'Day 1')).toHaveCount(0);
  });

  await test.step('the clip is renamed from its ⋯ menu, and keeps its name after a reload', async () => {
    const row = assetRow(page, basename(clip));
    await row.getByRole('button', { name: `Actions for ${basename(clip)}` }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename asset' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Scene 4 – take 2');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText('Renamed asset')).toBeVisible();
    await expect(assetRow(page, 'Scene 4 – take 2')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('renamed.png'), fullPage: true });
    await page.reload();
    await expect(assetRow(page, 'Scene 4 – take 2')).toBeVisible();
    await expect(folderRow(page, 'Day 1 – Unit A')).toBeVisible();
    await expectAccessible(page, 'the folder after renames');
  });

  await test.step('the clip is copied into Day 2, where its copy plays the same file', async () => {
    const row = assetRow(page, 'Scene 4 – take 2');
    await row.getByRole('button', { name: 'Actions for Scene 4 – take 2' }).click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Destination Folder' });
    const tree = dialog.getByRole('tree');
    await tree.getByText(title).click();
    await tree.getByText('Day 2').click();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Successfully copied items')).toBeVisible();
    await expect(row).toBeVisible();
    await folderRow(page, 'Day 2').getByRole('link', { name: 'Day 2' }).click();
    await expect(assetRow(page, 'Scene 4 – take 2')).toBeVisible();
    await page.goBack();
    await expect(folderRow(page, 'Day 2')).toBeVisible();
  });

  await test.step('Day 2 moves into Day 1 – Unit A through Select Destination Folder', async () => {
    await folderRow(page, 'Day 2').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Destination Folder' });
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog.getByText('Please select a folder')).toBeVisible();
    const tree = dialog.getByRole('tree');
    await tree.getByText(title).click();
    await tree.getByText('Day 1 – Unit A').click();
    await expect(dialog.getByText('Please select a folder')).toHaveCount(0);
    await expectAccessible(page, 'the Select Destination Folder dialog');
    await page.screenshot({ path: test.info().outputPath('move.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Successfully moved items')).toBeVisible();
    await expect(folderRow(page, 'Day 2')).toHaveCount(0);
  });

  await test.step('Delete asks first, then the folder goes with what it holds', async () => {
    await folderRow(page, 'Day 1 – Unit A').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Delete the folder “Day 1 – Unit A”');
    await expectAccessible(page, 'the Delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(folderRow(page, 'Day 1 – Unit A')).toBeVisible();
    await folderRow(page, 'Day 1 – Unit A').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Successfully deleted folder')).toBeVisible();
    await expect(folderRow(page, 'Day 1 – Unit A')).toHaveCount(0);
  });

  await test.step('the clip is deleted from its ⋯ menu, and neither comes back on a reload', async () => {
    const row = assetRow(page, 'Scene 4 – take 2');
    await row.getByRole('button', { name: 'Actions for Scene 4 – take 2' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Successfully deleted items')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(assetRow(page, 'Scene 4 – take 2')).toHaveCount(0);
    await expect(folderRow(page, 'Day 1 – Unit A')).toHaveCount(0);
    await expect(folderRow(page, 'Day 2')).toHaveCount(0);
    await expect(assetRow(page, 'Scene 4 – take 2')).toHaveCount(0);
  });
});

test('an editor chooses clips and drags them onto a folder, then deletes what is chosen', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const clips = ['Take 1.mp4', 'Take 2.mp4', 'Take 3.mp4'];

  await test.step('a project with Selects and three clips', async () => {
    const { currentUser, workspaces } = await gql('{ currentUser { id } workspaces { id } }');
    const input = {
      workspaceId: workspaces[0].id,
      name: uniqueName('Dailies'),
      managerId: currentUser.id,
    };
    const project = (await gql(createProject, input)).createProject.project;
    const rootId = project.rootFolder.id;
    await gql(createFolder, { parentId: rootId, name: 'Selects' });
    for (const name of clips) {
      const named = join(folder, name);
      await copyFile(clip, named);
      await uploadPlayable(request, gql, rootId, named);
    }
    await page.goto(`/projects/${project.id}/${rootId}`);
    await signIn(page, admin.email, admin.password);
    await expect(assetRow(page, 'Take 3.mp4')).toBeVisible();
    await expect(folderDetail(page, 'Files')).toHaveText('3');
    await expect(folderDetail(page, 'Total Duration')).toHaveText('3sec');
    await expect(folderDetail(page, 'Total Size')).toHaveText(/KB$/);
  });

  await test.step('Name sorts the other way round, kept over a reload; again, back', async () => {
    const names = page.getByRole('row').getByRole('link');
    const byName = ['Selects', 'Take 1.mp4', 'Take 2.mp4', 'Take 3.mp4'];
    await expect(names).toHaveText(byName);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    const header = page.getByRole('columnheader', { name: 'Name' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const reversed = ['Selects', 'Take 3.mp4', 'Take 2.mp4', 'Take 1.mp4'];
    await expect(names).toHaveText(reversed);
    await page.reload();
    await expect(names).toHaveText(reversed);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(names).toHaveText(byName);
  });

  await test.step('the filter keeps what names its text; nothing matching offers Show All Takes', async () => {
    const names = page.getByRole('row').getByRole('link');
    const filter = page.getByRole('textbox', { name: 'Filter' });
    await filter.fill('take 2');
    await expect(names).toHaveText(['Take 2.mp4']);
    await filter.fill('take 9');
    await expect(page.getByText('No matching takes found')).toBeVisible();
    await expectAccessible(page, 'a filter that matches nothing');
    await page.getByRole('button', { name: 'Show All Takes' }).click();
    await expect(names).toHaveText(['Selects', 'Take 1.mp4', 'Take 2.mp4', 'Take 3.mp4']);
    await filter.fill('selects');
    await expect(names).toHaveText(['Selects']);
    await page.keyboard.press('Escape');
    await expect(filter).toHaveValue('');
    await expect(names).toHaveCount(4);
  });

  await test.step('the grid shows the same items, details only at large sizes; the choice is kept', async () => {
    await page.getByText('Grid', { exact: true }).click();
    const cards = page.getByTestId('grid-item');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(1)).toContainText('12.0 KB');
    // the toolbar sorts the grid: newest first, then the other way; folders stay first
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Created', exact: true }).click();
    await expect(cards).toContainText(['Selects', 'Take 3.mp4', 'Take 2.mp4', 'Take 1.mp4']);
    await page.getByRole('button', { name: 'Sort ascending' }).click();
    await expect(cards).toContainText(['Selects', 'Take 1.mp4', 'Take 2.mp4', 'Take 3.mp4']);
    await expect(page.getByRole('button', { name: 'Sort descending' })).toBeVisible();
    await expectAccessible(page, 'the folder as a grid');
    await page.screenshot({ path: test.info().outputPath('grid.png'), fullPage: true });
    const size = page.getByRole('slider', { name: 'Icon size' });
    await size.focus();
    await page.keyboard.press('Home');
    await expect(size).toHaveAttribute('aria-valuenow', '1');
    await expect(cards.nth(1)).not.toContainText('12.0 KB');
    await page.reload();
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('slider', { name: 'Icon size' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    await page.getByText('List', { exact: true }).click();
    await expect(page.getByRole('row').getByRole('link')).toHaveCount(4);
  });

  await test.step('Ctrl chooses two clips without opening them; both go when one is dragged', async () => {
    await assetRow(page, 'Take 1.mp4').click({ modifiers: ['Control'] });
    await assetRow(page, 'Take 2.mp4').click({ modifiers: ['Control'] });
    await expect(page.getByText('2 selected')).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+$/);
    await expectAccessible(page, 'the folder with two clips chosen');
    await assetRow(page, 'Take 1.mp4').dragTo(folderRow(page, 'Selects'));
    await expect(page.getByText('Successfully moved items')).toBeVisible();
    await expect(assetRow(page, 'Take 1.mp4')).toHaveCount(0);
    await expect(assetRow(page, 'Take 2.mp4')).toHaveCount(0);
    await expect(page.getByText('2 selected')).toHaveCount(0);
    await folderRow(page, 'Selects').getByRole('link', { name: 'Selects' }).click();
    await expect(assetRow(page, 'Take 1.mp4')).toBeVisible();
    await expect(assetRow(page, 'Take 2.mp4')).toBeVisible();
    await page.goBack();
    // back in the root before its toolbar is used (the Selects page's toolbar is gone)
    await expect(assetRow(page, 'Take 3.mp4')).toBeVisible();
    await expect(assetRow(page, 'Take 1.mp4')).toHaveCount(0);
  });

  await test.step('Select Items shows checkboxes; Escape ends the choosing; Delete takes the chosen', async () => {
    await page.getByRole('button', { name: 'Select Items' }).click();
    await page.getByRole('checkbox', { name: 'Select Take 3.mp4' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'Select Take 3.mp4' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Select Items' }).click();
    await page.getByRole('checkbox', { name: 'Select Take 3.mp4' }).check();
    await page.getByRole('checkbox', { name: 'Select Selects' }).check();
    await page.screenshot({ path: test.info().outputPath('chosen.png'), fullPage: true });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Delete these 2 items');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Successfully deleted items')).toBeVisible();
    await expect(page.getByText('This folder is empty')).toBeVisible();
  });
});

test('a folder of 130 folders draws what is in view and asks for the rest as it scrolls', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const pages: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().endsWith('/v2/graphql')) return;
    const operation: string = sent.postDataJSON()?.operationName ?? '';
    if (operation.endsWith('PaginationQuery')) pages.push(operation);
  });

  await test.step('130 folders, newest first (a folder without assets lists by content)', async () => {
    const { currentUser, workspaces } = await gql('{ currentUser { id } workspaces { id } }');
    const input = {
      workspaceId: workspaces[0].id,
      name: uniqueName('Reels'),
      managerId: currentUser.id,
    };
    const project = (await gql(createProject, input)).createProject.project;
    const rootId = project.rootFolder.id;
    for (let n = 1; n <= 130; n++) {
      await gql(createFolder, { parentId: rootId, name: `Reel ${String(n).padStart(3, '0')}` });
    }
    await page.goto(`/projects/${project.id}/${rootId}`);
    await signIn(page, admin.email, admin.password);
    await expect(folderRow(page, 'Reel 130')).toBeVisible();
  });

  await test.step('only the rows in view are drawn, and no second page is asked for yet', async () => {
    const drawn = await page.getByRole('row').getByRole('link').count();
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(100);
    await expect(folderRow(page, 'Reel 001')).toHaveCount(0);
    expect(pages).toEqual([]);
    await expectAccessible(page, 'a long folder');
  });

  await test.step('scrolling to the end asks for the next page and shows the oldest folder', async () => {
    await folderRow(page, 'Reel 130').hover();
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(folderRow(page, 'Reel 001')).toBeVisible({ timeout: 500 });
    }).toPass();
    expect(pages).toEqual(['useFolderPagesChildrenPaginationQuery']);
    await folderRow(page, 'Reel 001').click({ modifiers: ['Control'] });
    await expect(page.getByText('1 selected')).toBeVisible();
  });

  await test.step('sorted by name, the list starts again at its top with the first names', async () => {
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    const first = page.getByRole('row').getByRole('link').first();
    await expect(first).toHaveText('Reel 001');
    await expect(first).toBeInViewport();
    await expect(folderRow(page, 'Reel 130')).toHaveCount(0);
  });
});
