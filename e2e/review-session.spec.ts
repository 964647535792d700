import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { makeFrameMarkedClip } from '@rushes/transcoder/testing';
import { parse } from 'csv-parse/sync';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentList, startComment } from './helpers/comments.ts';
import { shownFrameMark } from './helpers/frame-mark.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';
import { positionDisplay } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';

// A clip is transcoded before the viewer plays it; two browsers follow each other.
test.describe.configure({ timeout: 240_000 });

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;
const password = 'a follower password 7';
/** Each frame is awaited briefly and often. */
const STEP = { timeout: 5_000, intervals: [20, 50, 100] };

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeFrameMarkedClip(folder, { rate: '25', frames: 50, timecode: '10:00:00:00' });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A person who accepted their invitation, signed in in a browser of their own. */
async function joinAs(browser: Browser, invitation: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(invitation);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

/** Types a timecode into the position display, as a reviewer does. */
async function goToTimecode(page: Page, label: string): Promise<void> {
  await positionDisplay(page).dblclick();
  const field = page.getByRole('textbox', { name: 'Go to position' });
  await field.fill(label);
  await field.press('Enter');
  await expect(field).toBeHidden();
}

/** The viewer plays the clip by itself on opening: waits until it has played to its end. */
async function playedThrough(page: Page): Promise<void> {
  const ended = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.ended);
  await expect.poll(ended, { timeout: 15_000 }).toBe(true);
}

const bar = (page: Page) => page.getByTestId('review-session-bar');

test('a presenter steps 12 frames and hands over; the follower sees the same frames and takes notes', async ({
  page,
  browser,
  request,
}) => {
  const follower = uniqueName('Flo Follower');
  const note = `Warmer here ${uniqueName('#')}`;
  let viewPath = '';
  let presenter: Page = page;
  let guest: Page = page;

  await test.step('a clip in a project, and an editor invited to it', async () => {
    const gql = await asAdmin(request);
    const project = await createManagedProject(gql, uniqueName('Together'));
    const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
    const seen = await outboxFiles();
    const email = `flo-${randomUUID().slice(0, 6)}@studio.test`;
    await gql(inviteUser, { email, name: follower, projectId: project.id, roleId: 'editor' });
    guest = await joinAs(browser, linkPath(await nextMail(seen), '/invite'));
  });

  await test.step('the admin starts a session from the viewer', async () => {
    presenter = page;
    await presenter.goto(viewPath);
    await signIn(presenter, admin.email, admin.password);
    await playedThrough(presenter);
    await presenter.getByRole('button', { name: 'Session' }).click();
    await presenter.getByRole('menuitem', { name: 'Start a session' }).click();
    await expect(presenter).toHaveURL(/[?&]session=/);
    await expect(bar(presenter)).toContainText('You are presenting');
    await expectAccessible(presenter, 'the viewer presenting a review session');
  });

  await test.step('the admin invites the editor, who joins from the Inbox and follows', async () => {
    const seen = await outboxFiles();
    await bar(presenter).getByRole('button', { name: 'Invite' }).click();
    const dialog = presenter.getByRole('dialog', { name: 'Invite to this session' });
    await dialog.getByRole('combobox', { name: 'People' }).click();
    await presenter.getByRole('option', { name: follower }).click();
    await dialog.getByRole('heading', { name: 'Invite to this session' }).click();
    await expectAccessible(presenter, 'the dialog inviting people to a review session');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(presenter.getByText(`Invited ${follower}`)).toBeVisible();
    const mail = await nextMail(seen);
    expect(mail.subject).toMatch(/^Admin invites you to the review session/);
    expect(mail.text).toContain('session=');
    await guest.getByRole('button', { name: /^Inbox/ }).click();
    await guest.getByRole('menuitem', { name: /Admin presenting/ }).click();
    await expect(bar(guest)).toContainText('Following Admin.');
    await expect(bar(presenter)).toContainText('2 people');
    await expectAccessible(guest, 'the viewer following a review session');
  });

  await test.step('the presenter goes to the first frame and steps 12: the follower shows each', async () => {
    await goToTimecode(presenter, '10:00:00:00');
    await expect.poll(() => shownFrameMark(presenter), STEP).toBe(0);
    await expect.poll(() => shownFrameMark(guest), STEP).toBe(0);
    for (let frame = 1; frame <= 12; frame++) {
      await presenter.keyboard.press('ArrowRight');
      await expect.poll(() => shownFrameMark(presenter), STEP).toBe(frame);
    }
    await expect.poll(() => shownFrameMark(guest), STEP).toBe(12);
    await expect(guest.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await guest.screenshot({ path: test.info().outputPath('follower.png'), fullPage: true });
    await presenter.screenshot({ path: test.info().outputPath('presenter.png'), fullPage: true });
  });

  await test.step('the presenter points at the picture: the follower sees the dot there', async () => {
    await presenter.getByRole('button', { name: 'Pointer' }).click();
    const area = presenter.getByTestId('session-pointing');
    const box = await area.boundingBox();
    if (!box) throw new Error('no picture to point at');
    await presenter.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
    await presenter.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
    const dot = guest.getByTestId('session-pointer');
    await expect(dot).toBeVisible();
    const picture = await guest.locator('video').boundingBox();
    const spot = await dot.boundingBox();
    if (!picture || !spot) throw new Error('no dot on the picture');
    // the dot's centre is where the presenter points, across the follower's own picture
    expect((spot.x + spot.width / 2 - picture.x) / picture.width).toBeCloseTo(0.3, 1);
    await expectAccessible(guest, 'the viewer following a pointer');
    await guest.screenshot({ path: test.info().outputPath('pointer.png') });
    await presenter.getByRole('button', { name: 'Pointer' }).click();
    await expect(dot).toBeHidden();
  });

  await test.step('the presenter hands control to the editor, whose steps the admin follows', async () => {
    await bar(presenter).getByRole('button', { name: 'Hand control to' }).click();
    await presenter.getByRole('menuitem', { name: follower }).click();
    await expect(bar(guest)).toContainText('You are presenting');
    await expect(bar(presenter)).toContainText(`Following ${follower}.`);
    await guest.keyboard.press('ArrowRight');
    await expect.poll(() => shownFrameMark(guest), STEP).toBe(13);
    await expect.poll(() => shownFrameMark(presenter), STEP).toBe(13);
  });

  await test.step("the editor's comment is a note of the session, for both to see", async () => {
    await expect(guest.getByTestId('session-notes-hint')).toBeVisible();
    const composer = await startComment(guest);
    await composer.field.fill(note);
    await composer.post.click();
    for (const page of [guest, presenter]) {
      await expect(commentList(page)).toContainText(note);
      await expect(commentList(page).getByTestId('comment-session')).toContainText(
        'In the review session',
      );
    }
    await expectAccessible(guest, 'the viewer taking notes in a review session');
  });

  await test.step('the admin ends the session: both see its summary, mailed and downloadable', async () => {
    const seen = await outboxFiles();
    await bar(presenter).getByRole('button', { name: 'End session' }).click();
    for (const page of [guest, presenter]) {
      const summary = page.getByTestId('session-summary');
      await expect(summary).toContainText('This review session has ended.');
      await expect(summary).toContainText(`Took part: Admin, ${follower}`);
      await expect(summary).toContainText('1 note taken');
    }
    await expectAccessible(presenter, 'the summary of an ended review session');
    await presenter.screenshot({ path: test.info().outputPath('summary.png'), fullPage: true });
    await presenter.getByRole('button', { name: 'Download summary' }).click();
    const saved = presenter.waitForEvent('download');
    await presenter.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    const csv = await saved;
    expect(csv.suggestedFilename()).toMatch(/ session notes\.csv$/);
    const rows: string[][] = parse(await readFile(await csv.path()), { bom: true });
    expect(rows.map((row) => row[1])).toEqual(
      expect.arrayContaining(['Joined', 'Shown', 'Comment']),
    );
    expect(rows.find((row) => row[1] === 'Comment')?.slice(2)).toEqual(
      expect.arrayContaining([follower, note]),
    );
    const mail = await nextMail(seen);
    expect(mail.subject).toMatch(/^Summary of the review session/);
    expect(mail.text).toContain(`Took part: Admin, ${follower}.`);
    expect(mail.text).toContain(note);
    await guest.getByRole('button', { name: 'Close' }).click();
    await expect(guest).not.toHaveURL(/[?&]session=/);
  });
});
