import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { parse } from 'csv-parse/sync';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { expectVideoAdvances } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// One clip is transcoded before the viewer opens.
test.describe.configure({ timeout: 180_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeGreyClip(folder, { seconds: 2, width: 320, height: 180 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('chain of custody: a clip viewed and played shows in the intact chain, saved as CSV', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const title = uniqueName('Custody');
  let projectId = '';

  await test.step('a processed clip, opened in the viewer and played', async () => {
    const project = await createManagedProject(gql, title);
    projectId = project.id;
    const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    await expectVideoAdvances(page, 0.2);
  });

  await test.step('the Custody tab: the chain intact, the log newest first with the play', async () => {
    await page.goto(`/projects/${projectId}/settings`);
    await page.getByRole('tab', { name: 'Custody' }).click();
    await expect(page).toHaveURL(/\/settings\/custody$/);
    await expect(page.getByText(/^Intact: \d+ events checked$/)).toBeVisible();
    const log = page.getByRole('table');
    await expect(log.getByRole('row').nth(1)).toContainText('version.played');
    await expect(log.getByRole('cell', { name: 'version.viewed' })).not.toHaveCount(0);
    await expect(log.getByRole('cell', { name: 'project.created' })).toHaveCount(1);
    await expectAccessible(page, 'the Custody tab');
    await page.screenshot({ path: test.info().outputPath('custody-tab.png'), fullPage: true });
  });

  await test.step('Export CSV saves every event with who did it and its chain hash', async () => {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`${title} custody.csv`);
    const rows: string[][] = parse(await readFile(await download.path()), { bom: true });
    expect(rows[0]).toEqual([
      ...['Position', 'Time', 'Event', 'Version', 'Who', 'Actor', 'Subject', 'Event id'],
      ...['Data', 'Previous hash', 'Hash'],
    ]);
    const played = rows.find((row) => row[2] === 'version.played');
    expect(played?.[4]).toBe('Admin');
    expect(played?.[10]).toMatch(/^[0-9a-f]{64}$/);
    const chained = rows.slice(1);
    expect(chained.map((row) => Number(row[0]))).toEqual(chained.map((_, index) => index + 1));
  });
});
