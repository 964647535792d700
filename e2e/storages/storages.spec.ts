import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from '../fixtures.ts';
import { expectAccessible } from '../helpers/accessibility.ts';
import { uploadPlayable } from '../helpers/api-upload.ts';
import { asAdmin, createProject, createWorkspace } from '../helpers/graphql.ts';
import { openTab } from '../helpers/header.ts';
import { uniqueName } from '../helpers/names.ts';
import { projectRow } from '../helpers/projects.ts';
import { signIn } from '../helpers/sign-in.ts';
import { europeRoot } from './storage-setup.ts';

// A clip is transcoded into the second storage before the files are looked at.
test.describe.configure({ timeout: 240_000 });

const updateProject = `mutation ($input: UpdateProjectInput!) {
  updateProject(input: $input) { project { id } } }`;

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeGreyClip(folder, { seconds: 2, width: 320, height: 180 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The files under a folder, as paths relative to it; none when it does not exist. */
const filesUnder = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));

/** The settings' tabs of the page, by name. */
const tabNames = (page: Page) => page.getByRole('main').getByRole('tab').allTextContents();

test('a superuser keeps a project on a second storage, with one of its Aspera servers', async ({
  page,
  request,
}) => {
  const title = uniqueName('Europe Feature');
  const settings = page.getByRole('main');

  await test.step('New Project asks for the storage, and will not create without one', async () => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await openTab(page, 'Projects');
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByRole('combobox', { name: 'Workspace', exact: true }).click();
    await page.getByRole('option', { name: 'Default', exact: true }).click();
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByRole('combobox', { name: 'Manager', exact: true }).fill('adm');
    await page.getByRole('option', { name: 'Admin' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Project must me associated to a storage')).toBeVisible();
    await expectAccessible(page, 'New Project with its storage');
    await dialog.getByRole('combobox', { name: 'Storage', exact: true }).click();
    await page.getByRole('option', { name: 'Europe', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the list shows its storage and its storage’s first Aspera server', async () => {
    await expect(page.getByRole('columnheader', { name: 'Storage' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Aspera' })).toBeVisible();
    const row = projectRow(page, title);
    await expect(row.getByRole('cell', { name: 'Europe', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'asp2', exact: true })).toBeVisible();
    await expectAccessible(page, 'the project list with storages');
    await page.screenshot({ path: test.info().outputPath('1-projects.png'), fullPage: true });
  });

  await test.step('Administration changes its server to none: the Stats tab goes', async () => {
    await projectRow(page, title)
      .getByRole('link', { name: `Settings of ${title}` })
      .click();
    await expect(settings.getByRole('heading', { name: 'Administration' })).toBeVisible();
    await expect(settings.getByRole('textbox', { name: 'Storage', exact: true })).toHaveValue(
      'Europe',
    );
    const server = settings.getByRole('combobox', { name: 'Aspera Server', exact: true });
    await expect(server).toBeEnabled();
    await expect(server.getByRole('option')).toHaveText(['None', 'asp2', 'asp3']);
    expect(await tabNames(page)).toContain('Stats');
    await expectAccessible(page, 'project settings with Administration');
    await server.selectOption({ label: 'None' });
    await expect(page.getByText('Successfully saved changes').first()).toBeVisible();
    await expect(settings.getByRole('tab', { name: 'Stats', exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('2-administration.png'), fullPage: true });
  });

  await test.step('another of its storage’s servers brings the Stats tab back', async () => {
    const server = settings.getByRole('combobox', { name: 'Aspera Server', exact: true });
    await server.selectOption({ label: 'asp3' });
    await settings.getByRole('tab', { name: 'Stats', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/stats$/);
  });

  await test.step('its media goes to the second storage’s own folder, transcoded there', async () => {
    const gql = await asAdmin(request);
    const { projects } = await gql(
      '{ projects(first: 500) { edges { node { id name rootFolder { id } } } } }',
    );
    const project = projects.edges
      .map((edge: { node: { name: string } }) => edge.node)
      .find((node: { name: string }) => node.name === title);
    await uploadPlayable(request, gql, project.rootFolder.id, clip);
    const stored = await filesUnder(join(europeRoot(), 'objects'));
    expect(stored.some((path) => /^eu\/projects\/[^/]+\/assets\/.+\/source\.mp4$/.test(path))).toBe(
      true,
    );
    expect(stored.some((path) => path.endsWith('master.m3u8'))).toBe(true);
    const dataDir = process.env.RUSHES_E2E_DATA_DIR ?? '';
    expect(await filesUnder(join(dataDir, 'storage', 'objects', 'eu'))).toEqual([]);
  });
});

test('a workspace’s Stats tab shows only when some project of it has a transfer server', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const { currentUser } = await gql('{ currentUser { id } }');
  const workspaceId = (await gql(createWorkspace, { name: uniqueName('Studio') })).createWorkspace
    .workspace.id;
  const input = { workspaceId, name: uniqueName('Main Feature'), managerId: currentUser.id };
  const project = (await gql(createProject, { ...input, storagePrefix: '' })).createProject.project;
  await gql(updateProject, { id: project.id, transferServer: '' });

  await page.goto(`/workspaces/${workspaceId}`);
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('main').getByRole('tab', { name: 'Projects' })).toBeVisible();
  expect(await tabNames(page)).not.toContain('Stats');
  await expectAccessible(page, 'workspace settings without Stats');

  await gql(updateProject, { id: project.id, transferServer: 'Rushes Transfer' });
  await page.reload();
  await page.getByRole('main').getByRole('tab', { name: 'Stats', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workspaces/${encodeURIComponent(workspaceId)}/stats$`));
});
