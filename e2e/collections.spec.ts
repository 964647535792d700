import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow } from './helpers/assets.ts';
import { createFolder, folderRow } from './helpers/folders.ts';
import { asAdmin } from './helpers/graphql.ts';
import { subscriptionSent } from './helpers/live.ts';
import { uniqueName } from './helpers/names.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';

test.describe.configure({ timeout: 180_000 });

/** A scene of its own, so the takes other journeys log never join this collection. */
const scene = `${100 + Math.floor(Math.random() * 900)}K`;

/** An ALE of day 12 logging the takes `[take, circled]` of the scene, A012C00<take>. */
const ale = (takes: [number, boolean][]) =>
  [
    'Heading',
    'FIELD_DELIM\tTABS',
    'VIDEO_FORMAT\t1080',
    'FPS\t25',
    '',
    'Column',
    'Name\tTracks\tStart\tEnd\tScene\tTake\tDay\tCircled',
    '',
    'Data',
    ...takes.map(
      ([take, circled]) =>
        `A012C00${take}\tV1A1\t01:00:0${take}:00\t01:00:0${take}:02\t${scene}\t${take}\t12\t${circled ? 'Y' : ''}`,
    ),
    '',
  ].join('\r\n');

let folder: string;
const clip = (take: number) => join(folder, `A012C00${take}.mov`);

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-collections-'));
  const made = await makeTimecodeClip(folder, { seconds: 2, width: 320, height: 180 });
  for (const take of [1, 2, 3]) await copyFile(made, clip(take));
  await writeFile(
    join(folder, 'Day 12.ale'),
    ale([
      [1, true],
      [2, false],
    ]),
  );
  await writeFile(join(folder, 'Camera B.ale'), ale([[3, true]]));
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Upload Files with the clips and their ALE, once the ALE's metadata is on the clips. */
async function uploadWithAle(page: Page, files: string[]) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Files' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles(files);
  await dialog.getByRole('button', { name: `Upload ${files.length} Files` }).click();
  const imported = page.getByText('Metadata Imported and Attached to Clips');
  await expect(imported).toBeVisible({ timeout: 60_000 });
  // the notice goes after its 10 s
  await expect(imported).toBeHidden({ timeout: 20_000 });
}

const startMetadataUpload = `mutation ($input: StartMetadataUploadInput!) {
  startMetadataUpload(input: $input) { upload { id urls partSize multipartId } } }`;
const importMetadata = `mutation ($input: ImportMetadataInput!) {
  importMetadata(input: $input) { result { matched } } }`;

/** Someone else logs the folder's takes again, as an editor's new ALE would. */
async function importAle(request: APIRequestContext, folderId: string, text: string) {
  const gql = await asAdmin(request);
  const bytes = Buffer.from(text);
  const filename = 'Day 12 v2.ale';
  const { upload } = (await gql(startMetadataUpload, { folderId, filename, size: bytes.length }))
    .startMetadataUpload;
  const parts = [];
  for (const [index, url] of (upload.urls as string[]).entries()) {
    const chunk = bytes.subarray(index * upload.partSize, (index + 1) * upload.partSize);
    const put = await request.put(url, { data: chunk });
    expect(put.status()).toBe(200);
    parts.push({ partNumber: index + 1, etag: put.headers().etag });
  }
  const input = { folderId, uploadId: upload.id, multipartId: upload.multipartId, filename, parts };
  expect((await gql(importMetadata, input)).importMetadata.result.matched).toBe(2);
}

/** The sidebar's tree of projects, their collections and their folders. */
const sidebarTree = (page: Page) => page.getByRole('tree', { name: 'Projects' });

test('save the circled takes of day 12 as a collection, watch it follow the takes, share it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const project = uniqueName('Circles');
  const takes = (...numbers: number[]) => numbers.map((take) => `${scene} / ${take}`);
  let rootId = '';
  let shareUrl = '';
  let collectionPath = '';
  // how often an opened collection subscribed to its project's changes (the socket opens with
  // the first signed-in page)
  let subscribed = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (String(payload).includes('"useCollectionsChangedSubscription"')) subscribed += 1;
    }),
  );

  await test.step('a project logged by two ALEs: takes 1 and 2 at the top, 3 in Camera B', async () => {
    await openNewProjectAsAdmin(page, project);
    await expect(page).toHaveURL(/\/projects\/[^/]+\/[^/]+$/);
    rootId = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    await uploadWithAle(page, [join(folder, 'Day 12.ale'), clip(1), clip(2)]);
    await expect(assetRow(page, `${scene} / 2`)).toBeVisible();
    await createFolder(page, 'Camera B');
    await folderRow(page, 'Camera B').getByRole('link', { name: 'Camera B', exact: true }).click();
    await uploadWithAle(page, [join(folder, 'Camera B.ale'), clip(3)]);
    await expect(assetRow(page, `${scene} / 3`)).toBeVisible();
  });

  await test.step('New Collection under the project in the tree: a name and a search', async () => {
    const projectNode = sidebarTree(page)
      .getByRole('treeitem')
      .filter({ has: page.getByRole('link', { name: project, exact: true }) })
      .first();
    await expect(projectNode).toHaveAttribute('aria-expanded', 'true');
    await sidebarTree(page).getByRole('button', { name: 'Menu of Collections' }).click();
    await page.getByRole('menuitem', { name: 'New Collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Collection' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Circled takes');
    await dialog
      .getByRole('textbox', { name: 'Search' })
      .fill(`scene:${scene} selected:yes "day 12`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('A quote is left open')).toBeVisible();
    await expectAccessible(page, 'the New Collection dialog with its error');
    await dialog
      .getByRole('textbox', { name: 'Search' })
      .fill(`scene:${scene} selected:yes day:12`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Successfully created collection')).toBeVisible();
    await expect(page).toHaveURL(/\/collections\/[^/]+$/);
  });

  await test.step('the collection opens from the tree, listing its takes across folders', async () => {
    await sidebarTree(page).getByRole('link', { name: project, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${encodeURIComponent(rootId)}$`));
    // the folder screen, with its own tree, has replaced the collection's (whose tree the
    // arrow key would otherwise reach while the folder loads)
    await expect(folderRow(page, 'Camera B')).toBeVisible();
    // the project opens into its Collections group, which shows its collections
    const projectNode = sidebarTree(page)
      .getByRole('treeitem')
      .filter({ has: page.getByRole('link', { name: project, exact: true }) })
      .first();
    await projectNode.focus();
    await projectNode.press('ArrowRight');
    const group = sidebarTree(page)
      .getByRole('treeitem')
      .filter({ has: page.getByRole('button', { name: 'Menu of Collections' }) })
      .last();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'the project tree with its Collections group');
    await sidebarTree(page).getByRole('link', { name: 'Circled takes', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Circled takes' })).toBeVisible();
    collectionPath = new URL(page.url()).pathname;
    await expect(page.getByText('2 assets')).toBeVisible();
    for (const [slate, place] of [
      [`${scene} / 1`, 'Top level'],
      [`${scene} / 3`, 'Camera B'],
    ] as const) {
      await expect(assetRow(page, slate)).toContainText(place);
    }
    await expect(assetRow(page, `${scene} / 2`)).toHaveCount(0);
    // created, then opened from the tree: the second collection screen follows the project
    await expect.poll(() => subscribed).toBe(2);
    await expectAccessible(page, 'the collection');
    await page.screenshot({ path: test.info().outputPath('collection.png'), fullPage: true });
  });

  await test.step('take 2 circled in a new ALE joins the open collection without a reload', async () => {
    await importAle(
      request,
      rootId,
      ale([
        [1, true],
        [2, true],
      ]),
    );
    await expect(page.getByText('3 assets')).toBeVisible();
    await expect(assetRow(page, `${scene} / 2`)).toContainText('Top level');
  });

  await test.step('a click on a take opens it in the viewer, in its folder', async () => {
    await assetRow(page, `${scene} / 3`)
      .getByRole('link', { name: `${scene} / 3` })
      .click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/(?!collections\/)[^/]+\/[^/]+$/);
    await expect(page.getByTestId('asset-name')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(collectionPath);
    await expect(page.getByRole('heading', { name: 'Circled takes' })).toBeVisible();
  });

  await test.step('Share makes a link to the collection at once', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Circled takes' });
    await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(/\/share\/[\w-]{43}$/);
    shareUrl = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Circled takes');
    await expectAccessible(page, 'the Share dialog of a collection');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('its visitor sees the takes it matches as a shared folder, live', async () => {
    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    const following = subscriptionSent(visitor, 'useSharedLinkChangedSubscription');
    await visitor.goto(new URL(shareUrl).pathname);
    await expect(visitor.getByTestId('share-name')).toHaveText('Circled takes');
    await expect(visitor.getByText('3 assets')).toBeVisible();
    for (const slate of takes(1, 2, 3)) await expect(assetRow(visitor, slate)).toBeVisible();
    await expectAccessible(visitor, "the collection's share");
    await visitor.screenshot({
      path: test.info().outputPath('collection-share.png'),
      fullPage: true,
    });
    // take 2 no longer circled leaves the visitor's page without a reload
    await following;
    await visitor.evaluate(() => {
      document.documentElement.dataset.e2eMark = 'not reloaded';
    });
    await importAle(
      request,
      rootId,
      ale([
        [1, true],
        [2, false],
      ]),
    );
    await expect(visitor.getByText('2 assets')).toBeVisible();
    await expect(assetRow(visitor, `${scene} / 2`)).toHaveCount(0);
    expect(await visitor.evaluate(() => document.documentElement.dataset.e2eMark)).toBe(
      'not reloaded',
    );
    await assetRow(visitor, `${scene} / 1`)
      .getByRole('link', { name: `${scene} / 1` })
      .click();
    await expect(visitor).toHaveURL(/\/share\/[\w-]+\/view\/[^/]+$/);
    await expect(visitor.getByTestId('asset-name')).toBeVisible();
    await expectAccessible(visitor, "a take of the collection's share");
    await context.close();
  });
});
