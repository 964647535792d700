import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeFrameMarkedClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentAt, commentList, startComment } from './helpers/comments.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { uniqueName } from './helpers/names.ts';
import { positionDisplay } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// Comments, complete (media-handling sections 4, 5, 8 and 9): a range between in and out
// points, shown on the seek bar; markers grouped within 10 px; exclusive editing; deletion;
// the list's order.
test.describe.configure({ timeout: 180_000 });

const RANGE = '01:00:01:00 – 01:00:02:00';

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeFrameMarkedClip(folder, { rate: '25', frames: 150, timecode: '01:00:00:00' });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Types a timecode into the position display, as a reviewer does. */
async function goToTimecode(page: Page, label: string): Promise<void> {
  await positionDisplay(page).dblclick();
  const field = page.getByRole('textbox', { name: 'Go to position' });
  await field.fill(label);
  await field.press('Enter');
  await expect(field).toBeHidden();
  await expect(positionDisplay(page)).toContainText(label);
}

/** The listed comment holding `text`. */
const listedComment = (page: Page, text: string) =>
  commentList(page).locator('[data-comment-id]').filter({ hasText: text }).first();

/** Posts a comment at the playhead. */
async function commentHere(page: Page, text: string): Promise<void> {
  const composer = await startComment(page);
  await composer.field.fill(text);
  await composer.post.click();
  await expect(composer.field).toBeHidden();
  await expect(commentList(page)).toContainText(text);
}

const markers = (page: Page) => page.getByTestId('seek-marker');

test('range comments on the seek bar, grouped markers, exclusive editing, deletion and order', async ({
  page,
  request,
}) => {
  const rangeNote = `Hold the shot ${uniqueName('#')}`;
  const nearNote = `Flash frame ${uniqueName('#')}`;
  const farNote = `Fade out ${uniqueName('#')}`;

  await test.step('a clip is uploaded and opened: it plays', async () => {
    const gql = await asAdmin(request);
    const project = await createManagedProject(gql, uniqueName('Range Comments'));
    const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    const viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(new RegExp(`${viewPath}$`));
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  });

  await test.step('Add Comment pauses playback and offers Mark In and Mark Out', async () => {
    const composer = await startComment(page);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(composer.field).toBeFocused();
    await expect(page.getByRole('button', { name: 'Mark In' })).toBeVisible();
    await expectAccessible(page, 'the viewer in comment mode');
  });

  await test.step(`an in point, a second on, an out point (key O): ${RANGE}`, async () => {
    await goToTimecode(page, '01:00:01:00');
    await page.getByRole('button', { name: 'Mark In' }).click();
    await expect(page.getByTestId('composer-position')).toHaveText('01:00:01:00');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(positionDisplay(page)).toContainText('01:00:02:00');
    await page.keyboard.press('o');
    await expect(page.getByTestId('composer-position')).toHaveText(RANGE);
  });

  await test.step('posted, the new comment is selected, showing its range, spanned on the bar', async () => {
    const field = page.getByRole('textbox', { name: 'Leave your comment…' });
    await field.fill(rangeNote);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(field).toBeHidden();
    await expect(listedComment(page, rangeNote)).toHaveAttribute('data-selected', 'true');
    await expect(commentAt(page, RANGE)).toBeVisible();
    const span = page.getByTestId('seek-range');
    await expect(span).toHaveCount(1);
    expect((await span.boundingBox())?.width).toBeGreaterThan(20);
    await page.screenshot({ path: test.info().outputPath('range-comment.png') });
    await expectAccessible(page, 'the viewer with a range comment');
  });

  await test.step('a reload keeps the range; a click on it goes to its in point', async () => {
    await page.reload();
    await expect(commentAt(page, RANGE)).toBeVisible();
    await expect(page.getByTestId('seek-range')).toHaveCount(1);
    await commentAt(page, RANGE).click();
    await expect(positionDisplay(page)).toContainText('01:00:01:00');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });

  await test.step('comments within 10 px share one marker; one far off has its own', async () => {
    await goToTimecode(page, '01:00:01:01');
    await commentHere(page, nearNote);
    await goToTimecode(page, '01:00:05:00');
    await commentHere(page, farNote);
    await expect(markers(page)).toHaveCount(2);
    const group = markers(page).first();
    await expect(group).toHaveAttribute('data-count', '2');
    await expect(group).toHaveAccessibleName('2 comments');
    await group.hover();
    const preview = page.getByTestId('seek-marker-preview');
    await expect(preview).toContainText(rangeNote);
    await expect(preview).toContainText(nearNote);
    const author = (await preview.locator('p').first().textContent()) ?? '';
    expect(author).not.toBe('');
    await expect(listedComment(page, rangeNote)).toContainText(author);
    expect((await preview.boundingBox())?.width).toBeGreaterThanOrEqual(90);
    await page.screenshot({ path: test.info().outputPath('marker-preview.png') });
    await expectAccessible(page, 'the viewer with a marker preview');
    await page.mouse.move(0, 0);
    await expect(preview).toBeHidden();
    // the keyboard's way to the same preview
    await markers(page).last().focus();
    await expect(page.getByTestId('seek-marker-preview')).toContainText(farNote);
  });

  await test.step('a click on the far marker selects its comment and goes there', async () => {
    await markers(page).last().click();
    await expect(positionDisplay(page)).toContainText('01:00:05:00');
    await expect(listedComment(page, farNote)).toHaveAttribute('data-selected', 'true');
  });

  await test.step('the markers stay while the sidebar shows Metadata', async () => {
    await page.getByRole('tab', { name: 'Metadata' }).click();
    await expect(listedComment(page, farNote)).toBeHidden();
    await expect(markers(page)).toHaveCount(2);
    await page.getByRole('tab', { name: 'Comments' }).click();
    await expect(listedComment(page, farNote)).toBeVisible();
  });

  await test.step('editing is exclusive: starting one ends another', async () => {
    await listedComment(page, rangeNote).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('textbox')).toHaveValue(rangeNote);
    await listedComment(page, farNote).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(1);
    await expect(listedComment(page, farNote).getByRole('textbox')).toHaveValue(farNote);
    await expect(listedComment(page, rangeNote).getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page, 'the viewer editing a comment');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  await test.step('deleting a comment with a reply: it reads as deleted, takes no reply', async () => {
    const reply = `Agreed ${uniqueName('#')}`;
    const near = listedComment(page, nearNote);
    await near.getByRole('button', { name: 'Reply' }).click();
    await page.getByRole('textbox', { name: 'Reply…' }).fill(reply);
    await near.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(commentList(page)).toContainText(reply);
    const thread = commentList(page)
      .locator('[data-comment-id]')
      .filter({ hasText: reply })
      .first();
    await thread.getByRole('button', { name: 'Delete' }).first().click();
    await expect(page.getByText('Successfully deleted Comment')).toBeVisible();
    await expect(thread.getByText('Comment was deleted')).toBeVisible();
    await expect(thread).toContainText(reply);
    await expect(thread.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
    await expectAccessible(page, 'the viewer with a deleted comment');
  });

  await test.step('newest first, kept after a reload; then by timecode again', async () => {
    const order = () => commentList(page).locator(':scope > [data-comment-id]').allTextContents();
    const firstListed = async () => (await order())[0] ?? '';
    expect(await firstListed()).toContain(rangeNote);
    await page.getByRole('button', { name: 'Sort comments' }).click();
    await page.getByRole('menuitem', { name: 'Newest first' }).click();
    await expect.poll(firstListed).toContain(farNote);
    await expectAccessible(page, 'the viewer with comments newest first');
    await page.reload();
    await expect(commentList(page)).toContainText(rangeNote);
    await expect.poll(firstListed).toContain(farNote);
    await page.getByRole('button', { name: 'Sort comments' }).click();
    await page.getByRole('menuitem', { name: 'By timecode' }).click();
    await expect.poll(firstListed).toContain(rangeNote);
  });
});
