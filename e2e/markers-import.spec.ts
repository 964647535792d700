import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentAt, commentList } from './helpers/comments.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { shownTimecode } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// One clip is transcoded before the viewer opens.
test.describe.configure({ timeout: 180_000 });

let folder: string;
let clip: string;
let markers: string;

/** Media Composer's marker text as its Markers window exports it: tab-separated, CR LF. */
const markerLines = [
  ['Dana Editor', '01:00:01:05', 'V1', 'red', 'Hold on the wide', '1'],
  ['Dana Editor', '01:00:02:10', 'V1', 'yellow', 'Music swells here', '25'],
  ['Sam Assistant', '01:00:09:00', 'V1', 'blue', 'After the clip ends', '1'],
];

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  // 25 fps, its source timecode from 01:00:00:00, 4 s long
  clip = await makeTimecodeClip(folder, { seconds: 4, width: 640, height: 360, fps: 25 });
  markers = join(folder, 'Reel 1 Markers.txt');
  await writeFile(markers, markerLines.map((fields) => `${fields.join('\t')}\r\n`).join(''));
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Import Markers → the file chosen in the picker. */
async function importMarkers(page: Page, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import Markers' }).click();
  await (await chooser).setFiles(path);
}

test('markers back from the edit suite: a Media Composer marker file becomes comments at their frames', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);

  await test.step('a processed clip opened in the viewer', async () => {
    const project = await createManagedProject(gql, uniqueName('Markers'));
    const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
  });

  await test.step('Import Markers: two comments, and the marker past the clip listed with why', async () => {
    await importMarkers(page, markers);
    await expect(page.getByText('2 markers imported')).toBeVisible();
    const leftOut = page.getByRole('dialog', { name: 'Markers Not Imported' });
    await expect(leftOut).toContainText(
      'Line 3 · 01:00:09:00 · After the clip ends: outside the version (01:00:00:00–01:00:03:24)',
    );
    await expectAccessible(page, 'the markers not imported');
    await leftOut.getByRole('button', { name: 'Close' }).last().click();
    await expect(leftOut).toBeHidden();
  });

  await test.step('each marker is a comment at its frame, by the importer, with its user and colour', async () => {
    const first = commentList(page)
      .locator('[data-comment-id]')
      .filter({ hasText: 'Hold on the wide' });
    await expect(first.getByRole('button', { name: 'Go to 01:00:01:05' })).toBeVisible();
    await expect(first).toContainText('Admin');
    await expect(first.getByTestId('comment-marker')).toHaveText(
      'Media Composer marker · red · Dana Editor',
    );
    const range = commentList(page)
      .locator('[data-comment-id]')
      .filter({ hasText: 'Music swells here' });
    await expect(range.getByTestId('comment-position')).toHaveText('01:00:02:10 – 01:00:03:09');
    await expectAccessible(page, 'the viewer with imported markers');
    await page.screenshot({ path: test.info().outputPath('imported-markers.png') });
  });

  await test.step('a click on a marker’s comment goes to its frame', async () => {
    await commentAt(page, '01:00:01:05').click();
    await expect.poll(() => shownTimecode(page)).toBe('01:00:01:05');
  });

  await test.step('the same file again adds nothing twice', async () => {
    await importMarkers(page, markers);
    await expect(page.getByText('0 markers imported, 2 already here')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Markers Not Imported' })
      .getByRole('button', { name: 'Close' })
      .last()
      .click();
    await expect(commentList(page).locator('[data-comment-id]')).toHaveCount(2);
  });
});
