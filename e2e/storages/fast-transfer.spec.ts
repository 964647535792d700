import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, parse, relative } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { transferHelperDefaultUrl, transferReadyFirstMs } from '@rushes/rules';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { startHelper } from '@rushes/transfer';
import { admin } from '../fixtures.ts';
import { expectAccessible } from '../helpers/accessibility.ts';
import { assetRow, openAsset } from '../helpers/assets.ts';
import { asAdmin, createProject, createWorkspace } from '../helpers/graphql.ts';
import { uniqueName } from '../helpers/names.ts';
import { expectVideoAdvances } from '../helpers/player.ts';
import { signIn } from '../helpers/sign-in.ts';
import { closeUploadPanel, uploadPanel, uploadRow } from '../helpers/uploads.ts';

// Each fast choice waits the spec's 5000 ms for its client before the dialog.
test.describe.configure({ timeout: 120_000 });

let folder: string;
let notes: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  notes = join(folder, 'Day 3 notes.txt');
  await writeFile(notes, 'Roll 14, lens 50 mm\n');
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/**
 * Neither client runs where the journeys run (but where one starts the helper), and none may
 * answer by chance: the page's requests to Rushes Transfer's address and to Connect's local ports
 * are refused as a closed port is.
 */
async function noClientRuns(page: Page) {
  await page.route(`${transferHelperDefaultUrl}/**`, (route) => route.abort('connectionrefused'));
  await page.route(/^http:\/\/127\.0\.0\.1:330\d\d\//, (route) => route.abort('connectionrefused'));
}

/** A project on a storage (its first transfer server comes with it), opened at its root. */
async function openProjectOn(
  page: Page,
  request: APIRequestContext,
  storagePrefix: string,
  name: string,
) {
  const gql = await asAdmin(request);
  const { currentUser } = await gql('{ currentUser { id } }');
  const workspaceId = (await gql(createWorkspace, { name: uniqueName('Studio') })).createWorkspace
    .workspace.id;
  const input = { workspaceId, name, managerId: currentUser.id, storagePrefix };
  const project = (await gql(createProject, input)).createProject.project;
  await page.goto(`/projects/${project.id}/${project.rootFolder.id}`);
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
}

/**
 * Chooses the fast way from a button's menu; resolves with the install/retry dialog once it
 * shows, having checked that it did not show before the client had its 5000 ms.
 */
async function chooseFast(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  const started = Date.now();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible({ timeout: transferReadyFirstMs + 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(transferReadyFirstMs);
  return dialog;
}

test('Rushes Transfer absent: the install/retry dialog, then Retry via Web uploads', async ({
  page,
  request,
}) => {
  await noClientRuns(page);
  await openProjectOn(page, request, '', uniqueName('Fast Feature'));

  const dialog =
    await test.step('Upload with Rushes Transfer waits 5 s, then shows the dialog', () =>
      chooseFast(page, 'More ways to upload', 'Upload with Rushes Transfer'));

  await test.step('the dialog says how to start it for this Rushes', async () => {
    await expect(dialog.getByRole('alert')).toHaveText(
      'Rushes Transfer is not running on this computer.',
    );
    const origin = new URL(page.url()).origin;
    await expect(dialog.getByText(`npx rushes-transfer --origin ${origin}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectAccessible(page, 'the install/retry dialog of Rushes Transfer');
    await dialog.screenshot({ path: test.info().outputPath('1-install-retry-rushes.png') });
  });

  await test.step('Retry via Web opens Upload Files, and the file becomes an asset', async () => {
    await uploadViaWeb(page, async () => {
      await dialog.getByRole('button', { name: 'Retry via Web' }).click();
      await expect(dialog).toBeHidden();
    });
    await expectAccessible(page, 'the folder with its upload, after Retry via Web');
  });
});

/** Upload Files → Choose Files → the file → Upload, and its row in the folder. */
async function uploadViaWeb(page: Page, open: () => Promise<void>) {
  await open();
  const upload = page.getByRole('dialog', { name: 'Upload Files' });
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose Files' }).click();
  await (await chooser).setFiles([notes]);
  await upload.getByRole('button', { name: 'Upload 1 File' }).click();
  await expect(page.getByText('File(s) successfully uploaded')).toBeVisible();
  await closeUploadPanel(page);
  await expect(assetRow(page, 'Day 3 notes.txt')).toBeVisible();
}

/**
 * A button of the dialog, pressed once Connect's SDK has asked the browser to open `fasp:` (to
 * start Connect if it is installed): the browser's own prompt then holds the page's input, as
 * it would until a person answers it, so the press is the button's click event itself.
 */
const pressUnderPrompt = (dialog: Locator, name: string) =>
  dialog.getByRole('button', { name }).dispatchEvent('click');

test('Aspera Connect absent: not installed, then still not installed, and the web download', async ({
  page,
  context,
  request,
}) => {
  await noClientRuns(page);
  await openProjectOn(page, request, 'eu', uniqueName('Europe Fast Feature'));
  const folderUrl = page.url();
  await uploadViaWeb(page, () => page.getByRole('button', { name: 'Upload', exact: true }).click());

  await test.step('Upload with Aspera Connect: Connect Extension is not installed', async () => {
    const dialog = await chooseFast(page, 'More ways to upload', 'Upload with Aspera Connect');
    await expect(dialog.getByRole('alert')).toHaveText(
      'Aspera Connect Extension is not installed.',
    );
    await expect(dialog.getByRole('link', { name: 'Get Aspera Connect' })).toHaveAttribute(
      'href',
      'https://www.ibm.com/aspera/connect/',
    );
    await expectAccessible(page, 'the install/retry dialog of Aspera Connect');
    await dialog.screenshot({ path: test.info().outputPath('2-install-retry-connect.png') });
    await pressUnderPrompt(dialog, 'Cancel');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.close();
  });

  await test.step('Download with Aspera Connect: still not installed; Retry via Web downloads', async () => {
    const again = await context.newPage();
    await noClientRuns(again);
    await again.goto(folderUrl);
    const dialog = await chooseFast(again, 'More ways to download', 'Download with Aspera Connect');
    await expect(dialog.getByRole('alert')).toHaveText('Aspera Connect is still not installed.');
    const saved = again.waitForEvent('download');
    await pressUnderPrompt(dialog, 'Retry via Web');
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await expect(again.getByText('File(s) successfully downloaded').last()).toBeVisible();
  });
});

/** The processing of the helper's clip: its assertions wait this long. */
const TRANSCODE = { timeout: 60_000 };

/** The code a helper printed last, as its user reads it in their terminal (`123 456`). */
function printedCode(lines: readonly string[]): string | null {
  const codes = lines.flatMap(
    (line) => /^Pairing code for .+: (\d{3} \d{3})$/.exec(line)?.[1] ?? [],
  );
  return codes.at(-1) ?? null;
}

/**
 * Walks the helper's chooser from where it opens (the computer's home folder) to `folder`: up to
 * the top, then down folder by folder, as a person clicks their way there.
 */
async function browseTo(chooser: Locator, folder: string) {
  const up = chooser.getByRole('button', { name: 'Up one folder' });
  const top = parse(folder).root;
  while (await up.isEnabled()) await up.click();
  await expect(chooser.getByTitle(top, { exact: true })).toBeVisible();
  for (const name of relative(top, folder).split('/')) {
    await chooser.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  }
  await expect(chooser.getByTitle(folder, { exact: true })).toBeVisible();
}

test('Rushes Transfer running: paired, a clip chosen in its chooser, uploaded, and it plays', async ({
  page,
  request,
  baseURL,
}) => {
  // transcoding on a loaded machine: the journey's own budget
  test.setTimeout(180_000);
  const card = join(folder, 'Card A');
  await mkdir(card);
  const clip = await makeTimecodeClip(card, { seconds: 4, width: 320, height: 180, fps: 25 });
  const name = basename(clip);
  const printed: string[] = [];
  // the helper as its user starts it for this Rushes, printing to their terminal
  const helper = await startHelper(
    {
      origin: new URL(baseURL ?? '').origin,
      port: Number(new URL(transferHelperDefaultUrl).port),
      home: join(folder, 'helper home'),
    },
    (line) => printed.push(line),
  );
  try {
    await openProjectOn(page, request, '', uniqueName('Helper Feature'));

    const pairing = page.getByRole('dialog', { name: 'Pair Rushes Transfer' });
    await test.step('Upload with Rushes Transfer finds it and asks to pair', async () => {
      await page.getByRole('button', { name: 'More ways to upload' }).click();
      await page.getByRole('menuitem', { name: 'Upload with Rushes Transfer' }).click();
      // found within the first check: no install/retry dialog on the way
      await expect(pairing).toBeVisible({ timeout: transferReadyFirstMs });
      await expect(page.getByRole('dialog', { name: 'Upload with Rushes Transfer' })).toHaveCount(
        0,
      );
      await expectAccessible(page, 'the pairing dialog of Rushes Transfer');
      await pairing.screenshot({ path: test.info().outputPath('3-pairing.png') });
    });

    await test.step('the code its terminal shows pairs this browser', async () => {
      await expect.poll(() => printedCode(printed)).not.toBeNull();
      await pairing.getByLabel('Pairing code').fill(printedCode(printed) ?? '');
      await pairing.getByRole('button', { name: 'Pair' }).click();
      await expect(pairing).toBeHidden();
    });

    const chooser = page.getByRole('dialog', { name: 'Choose files to upload' });
    await test.step('its chooser browses to the card, and the clip is chosen', async () => {
      await expect(chooser).toBeVisible();
      await browseTo(chooser, card);
      await expect(chooser.getByRole('listitem').filter({ hasText: name })).toBeVisible();
      await chooser.getByRole('checkbox', { name: `Select ${name}` }).check();
      await expectAccessible(page, 'the chooser of Rushes Transfer');
      await chooser.screenshot({ path: test.info().outputPath('4-chooser.png') });
      await chooser.getByRole('button', { name: 'Upload 1 item' }).click();
      await expect(chooser).toBeHidden();
    });

    await test.step('the upload list shows it as it goes, and its job as it finishes', async () => {
      const row = uploadPanel(page).getByTestId('upload-row').filter({ hasText: name });
      // named as in Rushes, not by where it is on the computer
      await expect(row.getByText(name, { exact: true })).toBeVisible();
      // the pointer on the list keeps it open once its uploads are done, for a look at them
      await uploadPanel(page).hover();
      await uploadPanel(page).screenshot({ path: test.info().outputPath('5-upload-panel.png') });
      await expect(uploadRow(page, 'History', name)).toContainText('Finished', TRANSCODE);
      // the helper moved it, not the page
      expect(printed).toContainEqual(expect.stringMatching(/^transfer \S+: upload of 1 file$/));
      expect(printed).toContainEqual(expect.stringMatching(/^transfer \S+: completed$/));
      await expectAccessible(page, 'the upload list with the finished fast upload');
      await uploadPanel(page).screenshot({
        path: test.info().outputPath('6-upload-panel-done.png'),
      });
      await closeUploadPanel(page);
    });

    await test.step('its asset is in the folder, processed', async () => {
      const asset = assetRow(page, name);
      await expect(asset.getByRole('img', { name })).toBeVisible();
      await expect(asset).toContainText('4sec');
      await expectAccessible(page, 'the folder with the asset sent by Rushes Transfer');
    });

    await test.step('it opens in the viewer and plays', async () => {
      await openAsset(page, name);
      await expect(page.getByTestId('asset-name')).toHaveText(name);
      await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
      await expectVideoAdvances(page);
      await expectAccessible(page, 'the viewer of the clip sent by Rushes Transfer');
    });
  } finally {
    await helper.close();
  }
});
