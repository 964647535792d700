import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { asAdmin, createFolder, createProject, createWorkspace } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// Two clips are transcoded before the statistics are opened.
test.describe.configure({ timeout: 240_000 });

const requestDownload = `mutation ($input: RequestDownloadInput!) {
  requestDownload(input: $input) { url filename fileCount } }`;

/** Bytes as the app shows them: base 1000, one decimal above bytes. */
function size(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let unit = 0;
  let amount = bytes;
  while (amount >= 1000 && unit < units.length - 1) {
    amount /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? Math.round(amount) : amount.toFixed(1)} ${units[unit]}`;
}

/** The summary's value under a label (Size Downloads, Size Uploads, Size Total). */
const summary = (page: Page, label: string) =>
  page.getByRole('main').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

/** The list's rows whose cells hold the texts, in any column. */
const transferRows = (page: Page, ...texts: string[]) => {
  let rows = page.getByRole('table', { name: 'Transfers' }).getByRole('row');
  for (const text of texts)
    rows = rows.filter({ has: page.getByRole('cell', { name: text, exact: true }) });
  return rows;
};

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeGreyClip(folder, { seconds: 2, width: 320, height: 180 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('transfer statistics: a project’s uploads and downloads this month with their durations and a chart of their days, none last month, and the workspace’s with their project', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const clipBytes = (await stat(clip)).size;
  const clipName = basename(clip);
  const title = uniqueName('Stats');
  const studio = uniqueName('Studio');
  let projectId = '';
  let workspaceId = '';

  await test.step('a project with a clip at its root and one in Day 1; one downloaded, then both as a zip', async () => {
    const { currentUser } = await gql('{ currentUser { id } }');
    workspaceId = (await gql(createWorkspace, { name: studio })).createWorkspace.workspace.id;
    const input = { workspaceId, name: title, managerId: currentUser.id };
    const project = (await gql(createProject, input)).createProject.project;
    projectId = project.id;
    const rootId = project.rootFolder.id;
    const dayId = (await gql(createFolder, { parentId: rootId, name: 'Day 1' })).createFolder.folder
      .id;
    const assetId = await uploadPlayable(request, gql, rootId, clip);
    await uploadPlayable(request, gql, dayId, clip);
    const one = (await gql(requestDownload, { projectId, assetIds: [assetId] })).requestDownload;
    expect(one.fileCount).toBe(1);
    const saved = await request.get(one.url);
    expect(saved.status()).toBe(200);
    const zip = (
      await gql(requestDownload, {
        projectId,
        parentId: rootId,
        folderIds: [dayId],
        assetIds: [assetId],
      })
    ).requestDownload;
    expect(zip.fileCount).toBe(2);
    // the zip read to its end: the server saw it complete
    expect((await request.get(zip.url)).status()).toBe(200);
  });

  await test.step('the project’s Stats tab lists this month’s transfers and their sizes', async () => {
    await page.goto(`/projects/${projectId}/settings`);
    await signIn(page, admin.email, admin.password);
    await page.getByRole('tab', { name: 'Stats', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${encodeURIComponent(projectId)}/stats$`));
    await expect(page.getByRole('tab', { name: 'Stats', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Period')).toHaveValue('currentMonth');
    const uploads = transferRows(page, clipName, 'Upload');
    await expect(uploads).toHaveCount(2);
    await expect(uploads.first()).toContainText('Admin');
    await expect(uploads.first()).toContainText('Completed');
    await expect(uploads.first()).toContainText(size(clipBytes));
    // how long each upload took, from its start to its version, as 'Nd Nh Nmins Nsec'
    await expect(uploads.first().getByRole('cell').nth(6)).toHaveText(/^(\d+mins )?\d+sec$/);
    // a single file's end is not seen: it stays started, without a duration
    const file = transferRows(page, clipName, 'Download');
    await expect(file).toHaveCount(1);
    await expect(file).toContainText('Started');
    await expect(file.getByRole('cell').nth(6)).toHaveText('');
    const zip = transferRows(page, '2 file(s)', 'Download');
    await expect(zip).toHaveCount(1);
    await expect(zip).toContainText('Completed');
    await expect(zip.getByRole('cell').nth(6)).toHaveText(/^(\d+mins )?\d+sec$/);
    // the bytes of each day, above the list: today's uploads and downloads
    const chart = page.getByRole('figure', { name: 'Bytes per day' });
    await expect(chart).toBeVisible();
    await expect(chart.getByText('Uploads')).toBeVisible();
    await expect(chart.getByText('Downloads')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(2);
    await expect(summary(page, 'Size Uploads')).toHaveText(size(2 * clipBytes));
    await expect(summary(page, 'Size Downloads')).toHaveText(size(3 * clipBytes));
    await expect(summary(page, 'Size Total')).toHaveText(size(5 * clipBytes));
    // no Project column in a project's view
    await expect(page.getByRole('columnheader', { name: 'Project' })).toHaveCount(0);
    await expectAccessible(page, 'the project’s Stats tab');
    await page.screenshot({ path: test.info().outputPath('stats.png'), fullPage: true });
    await page
      .getByRole('region', { name: 'Transfers' })
      .screenshot({ path: test.info().outputPath('stats-list.png') });
  });

  await test.step('sorted by size and filtered: the zip first, then only the downloads', async () => {
    await page.getByLabel('Sort by').selectOption({ label: 'Size' });
    await expect(transferRows(page).nth(1)).toContainText('2 file(s)');
    await page.getByLabel('Filter').fill('download');
    await expect(transferRows(page, 'Upload')).toHaveCount(0);
    await expect(transferRows(page, 'Download')).toHaveCount(2);
    await page.getByLabel('Filter').fill('');
  });

  await test.step('last month had no transfers', async () => {
    await page.getByLabel('Period').selectOption({ label: 'Last month' });
    await expect(page.getByText('No Aspera transfers during that period')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Bytes per day' })).toHaveCount(0);
    await expect(summary(page, 'Size Total')).toHaveText('0 B');
    await expectAccessible(page, 'the project’s Stats tab, last month');
    await page.screenshot({ path: test.info().outputPath('last-month.png') });
  });

  await test.step('the workspace’s Stats tab lists them with their project', async () => {
    await page.goto(`/workspaces/${workspaceId}`);
    await page.getByRole('main').getByRole('tab', { name: 'Stats', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/workspaces/${encodeURIComponent(workspaceId)}/stats$`),
    );
    await expect(page.getByRole('columnheader', { name: 'Project' })).toBeVisible();
    await expect(transferRows(page, clipName, 'Upload', title)).toHaveCount(2);
    await expect(summary(page, 'Size Total')).toHaveText(size(5 * clipBytes));
    const panel = page.getByRole('tabpanel', { name: 'Stats' });
    await panel.getByLabel('Sort by').selectOption({ label: 'Project' });
    await expectAccessible(page, 'the workspace’s Stats tab');
    await page.screenshot({ path: test.info().outputPath('workspace-stats.png'), fullPage: true });
  });

  await test.step('a custom range picked on a calendar whose weeks start on Monday', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Stats' });
    await panel.getByLabel('Period').selectOption({ label: 'Custom range' });
    await panel.getByRole('button', { name: 'Days' }).click();
    const weekdays = page.locator('.mantine-DatePickerInput-weekday, [class*="weekday"]');
    await expect(weekdays.first()).toHaveText(/^Mo/);
    await page.screenshot({ path: test.info().outputPath('custom-range.png') });
    await page.keyboard.press('Escape');
    await expect(transferRows(page, clipName, 'Upload', title)).toHaveCount(2);
  });
});
