import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { uniqueName } from './helpers/names.ts';
import { expectVideoAdvances } from './helpers/player.ts';
import { openNewProjectAsAdmin } from './helpers/projects.ts';
import { uploadPanel, uploadRow, uploadThroughChooser } from './helpers/uploads.ts';

// 70 MiB through the local-disk storage twice, then a short transcode, on two cores.
test.describe.configure({ timeout: 180_000 });

const MiB = 1024 * 1024;
/** The server's part size for a file this small (upload-plan.ts). */
const PART_SIZE = 8 * MiB;
/** The parts storage holds when the tab is closed. */
const HELD = 4;
/** Where a part goes on the local-disk storage: `/v2/storage/upload/<multipart id>/<n>`. */
const PARTS = '**/v2/storage/upload/**';
const partNumberOf = (url: string) => Number(new URL(url).pathname.split('/').at(-1));

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  const movie = await readFile(
    await makeTimecodeClip(folder, { seconds: 4, width: 320, height: 180 }),
  );
  // a playable movie made 70 MiB larger by a top-level `free` box of random bytes, which
  // players skip: several parts, each with bytes of its own
  const padding = randomBytes(70 * MiB);
  const box = Buffer.alloc(8);
  box.writeUInt32BE(padding.length + 8);
  box.write('free', 4, 'latin1');
  clip = join(folder, 'A001C009.mov');
  await writeFile(clip, Buffer.concat([movie, box, padding]));
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Where the upload list's progress bar of `name` stands, in percent. */
const progressOf = async (page: Page, name: string) =>
  Number(await uploadPanel(page).getByRole('progressbar', { name }).getAttribute('aria-valuenow'));

test('an upload cut off by a closed tab goes on from the parts storage holds', async ({
  page,
  context,
}) => {
  const name = basename(clip);
  const size = (await stat(clip)).size;
  const partCount = Math.ceil(size / PART_SIZE);
  let folderUrl = '';

  await test.step('sign in, create a project and open its root folder', async () => {
    await openNewProjectAsAdmin(page, uniqueName('Resume'));
    await expect(page.getByText('This folder is empty')).toBeVisible();
    folderUrl = page.url();
  });

  await test.step(`upload until storage holds ${HELD} parts, then close the tab`, async () => {
    // the first parts go through; the others hang, as on a link that went away
    await page.route(PARTS, (route) =>
      partNumberOf(route.request().url()) <= HELD ? route.continue() : undefined,
    );
    const held = Array.from({ length: HELD }, (_, index) =>
      page.waitForResponse(
        (response) => partNumberOf(response.url()) === index + 1 && response.status() === 200,
      ),
    );
    await uploadThroughChooser(page, [clip]);
    await Promise.all(held);
    await expect(uploadRow(page, 'Uploads', name)).toBeVisible();
    await page.close();
  });

  const tab = await context.newPage();
  const sent: number[] = [];
  // the parts storage held when the upload started again (a part in flight as the tab closed
  // may have landed too, as on a real link)
  let stored: number[] = [];
  tab.on('response', async (response) => {
    if (!response.url().endsWith('/v2/graphql') || response.request().method() !== 'POST') return;
    const body = await response.json().catch(() => null);
    const upload = body?.data?.startUpload?.upload;
    if (upload) stored = upload.storedParts.map((part: { partNumber: number }) => part.partNumber);
  });
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });

  await test.step('a new tab, the same file chosen again: it starts where it stopped', async () => {
    // the parts sent wait until the progress is read
    await tab.route(PARTS, async (route) => {
      sent.push(partNumberOf(route.request().url()));
      await gate;
      await route.continue();
    });
    await tab.goto(folderUrl);
    await uploadThroughChooser(tab, [clip]);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const heldPercent = Math.floor(((HELD * PART_SIZE) / size) * 100);
    await expect.poll(() => progressOf(tab, name)).toBeGreaterThanOrEqual(heldPercent);
    await expect(uploadRow(tab, 'Uploads', name)).toContainText(/\d+%/);
    await expectAccessible(tab, 'the upload list going on with a resumed upload');
    release();
  });

  await test.step('only the missing parts went; the asset is in the folder and plays', async () => {
    await expect(assetRow(tab, name)).toBeVisible({ timeout: 60_000 });
    const held = Array.from({ length: HELD }, (_, index) => index + 1);
    expect(stored, 'storage holds the parts sent before the tab closed').toEqual(
      expect.arrayContaining(held),
    );
    const all = Array.from({ length: partCount }, (_, index) => index + 1);
    const missing = all.filter((part) => !stored.includes(part));
    expect(missing.length, 'parts were missing').toBeGreaterThan(0);
    expect([...new Set(sent)].sort((a, b) => a - b)).toEqual(missing);
    test.info().annotations.push({
      type: 'resent',
      description: `parts ${missing.join(', ')} of ${partCount} sent again after the tab closed`,
    });
    await expect(uploadRow(tab, 'History', name)).toContainText('Finished', { timeout: 120_000 });
    await openAsset(tab, name);
    await expectVideoAdvances(tab);
  });
});
