import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { parse } from 'csv-parse/sync';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentAt, commentList, startComment } from './helpers/comments.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { expectVideoAdvances, positionDisplay } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

const run = promisify(execFile);

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

/** Download Notes → a format: the file the browser saves, its name and contents. */
async function downloadNotes(page: Page, format: 'CSV' | 'PDF' | 'EDL' | 'Avid Markers') {
  await page.getByRole('button', { name: 'Download Notes' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format, exact: true }).click();
  const download = await saved;
  const path = await download.path();
  return { filename: download.suggestedFilename(), path, bytes: await readFile(path) };
}

test('notes download: a comment at a frame, saved as CSV, PDF, EDL and Avid markers', async ({
  page,
  request,
}) => {
  const gql = await asAdmin(request);
  const name = basename(clip);
  const note = `Warm the sky ${uniqueName('#')}`;
  let rootPath = '';

  await test.step('a processed clip opened in the viewer, paused', async () => {
    const project = await createManagedProject(gql, uniqueName('Notes'));
    const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    rootPath = `/projects/${project.id}/${project.rootFolder.id}`;
    const viewPath = `${rootPath}/${assetId}`;
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    // it plays by itself; paused once it has started, so it stays where it is put
    const pause = page.getByRole('button', { name: 'Pause', exact: true });
    await expect(pause).toBeVisible();
    await expectVideoAdvances(page, 0.2);
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });

  await test.step(`a comment at ${COMMENT_AT}`, async () => {
    await positionDisplay(page).dblclick();
    const field = page.getByRole('textbox', { name: 'Go to position' });
    await field.fill(COMMENT_AT);
    await field.press('Enter');
    await expect(field).toBeHidden();
    const composer = await startComment(page);
    await expect(composer.position).toHaveText(COMMENT_AT);
    await composer.field.fill(note);
    await composer.post.click();
    await expect(commentAt(page, COMMENT_AT)).toBeVisible();
    await expect(commentList(page)).toContainText(note);
    await expectAccessible(page, 'the viewer with Download Notes');
  });

  await test.step('CSV: a row with the asset, timecode, frame, author and text', async () => {
    const csv = await downloadNotes(page, 'CSV');
    expect(csv.filename).toBe(`${name} v1 notes.csv`);
    const rows: string[][] = parse(csv.bytes.toString('utf8'), { bom: true });
    expect(rows[0]).toEqual([
      ...['Asset', 'Version', 'Timecode In', 'Timecode Out', 'Frame'],
      ...['Author', 'Date', 'Comment', 'Reply'],
    ]);
    expect(rows).toHaveLength(2);
    const [asset, version, tcIn, tcOut, frame, author, date, text, reply] = rows[1] ?? [];
    expect({ asset, version, tcIn, tcOut, frame, author, text, reply }).toEqual({
      ...{ asset: name, version: 'v1', tcIn: COMMENT_AT, tcOut: '', frame: '30' },
      ...{ author: 'Admin', text: note, reply: '' },
    });
    expect(date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  await test.step('EDL: a CMX 3600 event of the clip with the note as a locator', async () => {
    const edl = await downloadNotes(page, 'EDL');
    expect(edl.filename).toBe(`${name} v1 notes.edl`);
    const lines = edl.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(`TITLE: ${name} v1 — notes`);
    expect(lines[1]).toBe('FCM: NON-DROP FRAME');
    expect(lines).toContain(
      '001  AX001    V     C        01:00:00:00 01:00:04:00 01:00:00:00 01:00:04:00',
    );
    expect(lines).toContain(`* LOC: ${COMMENT_AT} RED     ${note}`);
  });

  await test.step('PDF: the comment with its timecode, author and text', async () => {
    const pdf = await downloadNotes(page, 'PDF');
    expect(pdf.filename).toBe(`${name} v1 notes.pdf`);
    const { stdout } = await run('pdftotext', ['-layout', pdf.path, '-']);
    const text = stdout.replace(/ +/g, ' ');
    expect(text).toContain(`${name} — v1 (${name})`);
    expect(text).toMatch(new RegExp(`${COMMENT_AT} Admin \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`));
    expect(text).toContain(note);
    // the frame the comment was made on, taken from the clip's rendition
    const { stdout: images } = await run('pdfimages', ['-list', pdf.path]);
    expect(images.split('\n').filter((line) => /\bimage\b/.test(line))).toHaveLength(1);
  });

  await test.step('Avid markers: author, timecode, V1, colour, comment, duration', async () => {
    const markers = await downloadNotes(page, 'Avid Markers');
    expect(markers.filename).toBe(`${name} v1 markers.txt`);
    expect(markers.bytes.toString('utf8').split('\r\n')).toEqual([
      ['Admin', COMMENT_AT, 'V1', 'red', note, '1'].join('\t'),
      '',
    ]);
    await expectAccessible(page, 'the viewer after the notes downloads');
  });

  await test.step('the folder’s Comments tab downloads the notes of its clips', async () => {
    await page.goto(rootPath);
    await page.getByRole('tab', { name: 'Comments', exact: true }).click();
    await expect(page.getByTestId('folder-comments')).toContainText(note);
    await expectAccessible(page, 'a folder with its Comments tab open');
    const csv = await downloadNotes(page, 'CSV');
    expect(csv.filename).toMatch(/ notes\.csv$/);
    const rows: string[][] = parse(csv.bytes.toString('utf8'), { bom: true });
    expect(rows.slice(1).map((row) => [row[0], row[2], row[7]])).toEqual([
      [name, COMMENT_AT, note],
    ]);
  });
});
