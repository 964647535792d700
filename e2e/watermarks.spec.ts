import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { openAsset } from './helpers/assets.ts';
import { asAdmin, createProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { expectVideoAdvances, shownTimecode } from './helpers/player.ts';
import { solidPng } from './helpers/png.ts';
import { signIn } from './helpers/sign-in.ts';

// A clip is transcoded before the watermark is set.
test.describe.configure({ timeout: 240_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeGreyClip(folder, { seconds: 6, width: 640, height: 360 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const topLeft = (page: Page) => page.getByTestId('watermark-TOPLEFT');
/** What a watermark item draws (its words are drawn as part of the picture, not page text). */
const drawn = (page: Page, position: string) =>
  page.getByTestId(`watermark-${position}`).getAttribute('data-text');

/**
 * Paused, the timecode item draws the frame the player shows. Both are read on each try: the
 * player's display may still move on a frame after Pause.
 */
async function expectDrawnAtShownFrame(page: Page) {
  await expect
    .poll(async () => {
      const shown = await shownTimecode(page);
      const mark = await drawn(page, 'TOPLEFT');
      return mark === shown ? 'the frame shown' : `${mark} drawn at ${shown}`;
    })
    .toBe('the frame shown');
}

/**
 * Waits for the autosave's toast, then closes it so the next one is the next save's. A slow
 * machine may save more than once on the way (the field rested between two changes): each toast
 * is closed by its own button until none is left (one may close itself meanwhile).
 */
async function expectSaved(page: Page) {
  const toasts = page.getByRole('alert').filter({ hasText: 'Successfully saved changes' });
  await expect(toasts.first()).toBeVisible();
  await expect(async () => {
    for (const toast of await toasts.all()) {
      await toast
        .getByRole('button', { name: /close/i })
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    }
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test("a project's watermark with the timecode item follows the playing video, in the preview and for every member", async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const title = uniqueName('Night Shift');
  let settingsPath = '';
  let rootPath = '';

  await test.step('a project with a clip in its root folder', async () => {
    const { currentUser, workspaces } = await gql('{ currentUser { id } workspaces { id } }');
    const input = { workspaceId: workspaces[0].id, name: title, managerId: currentUser.id };
    const project = (await gql(createProject, input)).createProject.project;
    await uploadPlayable(request, gql, project.rootFolder.id, clip);
    settingsPath = `/projects/${project.id}/settings/watermarks`;
    rootPath = `/projects/${project.id}/${project.rootFolder.id}`;
    await page.goto(settingsPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${settingsPath}$`));
  });

  await test.step('the Watermarks tab previews the first clip, with no watermark yet', async () => {
    await expect(page.getByRole('tab', { name: 'Watermarks' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('media-player')).toBeVisible();
    await expect(topLeft(page)).toHaveCount(0);
    await expectAccessible(page, 'the Watermarks tab');
  });

  await test.step('a timecode at the top left and a custom text at the bottom right, saved', async () => {
    await page.getByRole('switch', { name: 'Show a watermark' }).check({ force: true });
    await page.getByRole('combobox', { name: 'Item, top left' }).click();
    await page.getByRole('option', { name: 'Timecode' }).click();
    await page.getByRole('combobox', { name: 'Item, bottom right' }).click();
    await page.getByRole('option', { name: 'Custom text' }).click();
    await page.getByRole('textbox', { name: 'Text, bottom right' }).fill('  Draft for Ana  ');
    await expect(topLeft(page)).toHaveAttribute('data-text', '00:00:00:00');
    await expect(page.getByTestId('watermark-BOTTOMRIGHT')).toHaveAttribute(
      'data-text',
      'Draft for Ana',
    );
    await expectSaved(page);
  });

  await test.step('playing, the timecode moves with the picture; paused, it is the frame shown', async () => {
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectVideoAdvances(page, 1);
    await expect(topLeft(page)).not.toHaveAttribute('data-text', '00:00:00:00');
    const moving = await drawn(page, 'TOPLEFT');
    await expect.poll(() => drawn(page, 'TOPLEFT')).not.toBe(moving);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expectDrawnAtShownFrame(page);
    await page.screenshot({
      path: test.info().outputPath('1-preview-playing.png'),
      fullPage: true,
    });
  });

  await test.step('an overlay image, uploaded and shown over the preview', async () => {
    await page.getByRole('switch', { name: 'Show an image overlay' }).check({ force: true });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose Image' }).click();
    await (await chooser).setFiles({
      name: 'studio-mark.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 32, [230, 40, 40]),
    });
    await expect(page.getByTestId('watermark-overlay')).toBeVisible();
    await expectSaved(page);
  });

  await test.step('the settings survive a reload', async () => {
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show a watermark' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Item, top left' })).toHaveValue('Timecode');
    await expect(page.getByRole('textbox', { name: 'Text, bottom right' })).toHaveValue(
      'Draft for Ana',
    );
    await expect(page.getByTestId('watermark-overlay')).toBeVisible();
  });

  await test.step('a member playing the clip sees the same watermark over it', async () => {
    await page.goto(rootPath);
    await openAsset(page, basename(clip));
    await expect(page.getByTestId('watermark-BOTTOMRIGHT')).toHaveAttribute(
      'data-text',
      'Draft for Ana',
    );
    await expect(page.getByTestId('watermark-overlay')).toBeVisible();
    await expectVideoAdvances(page, 0.5);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expectDrawnAtShownFrame(page);
    await expectAccessible(page, 'the viewer with a watermark');
    await page.screenshot({ path: test.info().outputPath('2-viewer.png'), fullPage: true });
  });
});
