import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentAt, startComment } from './helpers/comments.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { expectVideoAdvances, positionDisplay } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// One clip is transcoded before the viewer opens.
test.describe.configure({ timeout: 180_000 });

/** The clip's source timecode starts at 01:00:00:00, 25 fps: frame 30 is 01:00:01:05. */
const COMMENT_AT = '01:00:01:05';

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeTimecodeClip(folder, { seconds: 4, width: 640, height: 360, fps: 25 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The Media Composer section's link to a folder's file: what the browser saves from it. */
async function downloadFile(page: Page, name: string) {
  const saved = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  const download = await saved;
  return {
    filename: download.suggestedFilename(),
    text: (await readFile(await download.path())).toString('utf8'),
  };
}

test('Media Composer: turned on, a comment, and the fresh marker file downloaded', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const title = uniqueName('Dailies');
  const note = `Hold on the look ${uniqueName('#')}`;
  let projectPath = '';
  let viewPath = '';

  await test.step('a project with a processed clip, its settings open', async () => {
    const project = await createManagedProject(gql, title);
    const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    projectPath = `/projects/${project.id}`;
    viewPath = `${projectPath}/${project.rootFolder.id}/${assetId}`;
    await page.goto(`${projectPath}/settings`);
    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole('heading', { name: 'Media Composer' })).toBeVisible();
  });

  await test.step('turned on: the folder gets its marker file and ALE', async () => {
    const toggle = page.getByRole('switch', { name: 'Keep Avid marker files and ALEs' });
    // The switch shows the project's state: on once the server says so.
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Successfully saved changes')).toBeVisible();
    const files = page.getByRole('table', { name: 'Media Composer files' });
    await expect(files.getByRole('link', { name: `${title}.ale` })).toBeVisible({
      timeout: 20_000,
    });
    await expect(files.getByRole('link', { name: `${title} markers.txt` })).toBeVisible();
    await expectAccessible(page, 'the project settings with Media Composer on');
    const ale = await downloadFile(page, `${title}.ale`);
    expect(ale.filename).toBe(`${title}.ale`);
    const lines = ale.text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['Heading', 'FIELD_DELIM\tTABS']);
    const columns = lines[lines.indexOf('Column') + 1]?.split('\t') ?? [];
    const row = lines[lines.indexOf('Data') + 1]?.split('\t') ?? [];
    const value = (column: string) => row[columns.indexOf(column)];
    expect([value('Source File'), value('Start'), value('End'), value('FPS')]).toEqual([
      basename(clip),
      '01:00:00:00',
      '01:00:04:00',
      '25',
    ]);
  });

  await test.step(`a comment at ${COMMENT_AT} in the viewer`, async () => {
    await page.goto(viewPath);
    const pause = page.getByRole('button', { name: 'Pause', exact: true });
    await expect(pause).toBeVisible();
    await expectVideoAdvances(page, 0.2);
    await pause.click();
    await positionDisplay(page).dblclick();
    const field = page.getByRole('textbox', { name: 'Go to position' });
    await field.fill(COMMENT_AT);
    await field.press('Enter');
    const composer = await startComment(page);
    await expect(composer.position).toHaveText(COMMENT_AT);
    await composer.field.fill(note);
    await composer.post.click();
    await expect(commentAt(page, COMMENT_AT)).toBeVisible();
  });

  await test.step('the marker file holds the comment a few seconds later', async () => {
    await page.goto(`${projectPath}/settings`);
    const markers = `${title} markers.txt`;
    await expect(page.getByRole('link', { name: markers })).toBeVisible();
    // The files are written once the changes pause; the section reads them again as they are.
    await expect
      .poll(async () => (await downloadFile(page, markers)).text, { timeout: 30_000 })
      .toBe(`${['Admin', COMMENT_AT, 'V1', 'red', note, '1'].join('\t')}\r\n`);
    await expectAccessible(page, 'the project settings with a fresh marker file');
    await page.screenshot({ path: test.info().outputPath('media-composer-settings.png') });
  });
});
