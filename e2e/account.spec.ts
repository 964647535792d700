import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTimecodeClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { openAsset } from './helpers/assets.ts';
import { asAdmin, createProject, createWorkspace } from './helpers/graphql.ts';
import { openTab } from './helpers/header.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';
import { videoTime } from './helpers/player.ts';
import { openProject } from './helpers/projects.ts';
import { signIn } from './helpers/sign-in.ts';
import { closeUploadPanel, uploadRow, uploadThroughChooser } from './helpers/uploads.ts';

// The last step uploads and transcodes a short clip.
test.describe.configure({ timeout: 180_000 });

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeTimecodeClip(folder, { seconds: 2, width: 320, height: 180, fps: 25 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { invited } }`;

test('a member opens My Account, renames herself, turns off comment mail and autoPlay; her clip opens paused', async ({
  page,
  request,
}) => {
  const project = uniqueName('Account');
  const email = `ada-${randomUUID().slice(0, 6)}@outside.test`;
  let link = '';

  await test.step('the administrator invites Ada to a project', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    const workspace = (await gql(createWorkspace, { name: uniqueName('Crew') })).createWorkspace
      .workspace;
    const input = { workspaceId: workspace.id, name: project, managerId: currentUser.id };
    const created = (await gql(createProject, input)).createProject.project;
    const seen = await outboxFiles();
    await gql(inviteUser, { email, name: 'Ada Lovelace', projectId: created.id, roleId: 'editor' });
    link = linkPath(await nextMail(seen), '/invite');
  });

  await test.step('she joins and opens My Account from the user menu', async () => {
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('a secret of her own');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.getByRole('button', { name: 'Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(page, 'account');
  });

  await test.step('the form holds her to the rules, then saves the new name into the header', async () => {
    await page.getByLabel('Full Name').fill('');
    await page.getByLabel('Email').fill('ada@outside');
    await page.getByLabel('New Password').fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('A name is required')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('password must have at least 6 characters')).toBeVisible();
    await expectAccessible(page, 'account with its errors');

    await page.getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Full Name').fill('Ada King');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Successfully saved changes')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ada King' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada King');
  });

  await test.step('Notifications lists her project; Comments off stays off', async () => {
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/account\/notifications$/);
    const comments = page.getByRole('checkbox', { name: `Comment notifications for ${project}` });
    const content = page.getByRole('checkbox', { name: `Content notifications for ${project}` });
    await expect(content).toBeChecked();
    await expect(comments).toBeChecked();
    await expectAccessible(page, 'account-notifications');
    await comments.click();
    await expect(comments).not.toBeChecked();
    // the change is saved before the page is left
    await expect(async () => {
      await page.reload();
      await expect(comments).not.toBeChecked({ timeout: 1_000 });
    }).toPass();
    await expect(content).toBeChecked();
  });

  await test.step('Preferences: autoPlay off stays off after a reload', async () => {
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/account\/preferences$/);
    const autoPlay = page.getByRole('switch', { name: 'Play videos automatically' });
    await expect(autoPlay).toBeChecked();
    await expectAccessible(page, 'account-preferences');
    await autoPlay.click({ force: true });
    await expect(page.getByText('Updated Preferences')).toBeVisible();
    await expect(autoPlay).not.toBeChecked();
    await page.reload();
    await expect(autoPlay).not.toBeChecked();
    await expect(
      page.getByRole('switch', { name: 'Use the new upload experience' }),
    ).not.toBeChecked();
  });

  await test.step('with autoPlay off, a clip she uploads opens paused', async () => {
    const name = basename(clip);
    await openTab(page, 'Projects');
    await openProject(page, project);
    await uploadThroughChooser(page, [clip]);
    await expect(uploadRow(page, 'History', name)).toContainText('Finished', { timeout: 120_000 });
    await closeUploadPanel(page);
    await openAsset(page, name);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    expect(await videoTime(page)).toBe(0);
    await expectAccessible(page, 'the viewer, paused by the setting');
    // it was ready all along: Play plays it
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect.poll(() => videoTime(page)).toBeGreaterThan(0);
  });
});

test('a session signed out from another browser ends there at once, its live updates too', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = `bea-${randomUUID().slice(0, 6)}@outside.test`;
  const password = 'a secret of her own';
  const laptopContext = await browser.newContext({ baseURL });
  const phoneContext = await browser.newContext({ baseURL });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  // the laptop's socket, opened for its live updates by its first signed-in page
  const opened = laptop.waitForEvent('websocket', { timeout: 60_000 });

  await test.step('Bea joins on her laptop', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    const workspace = (await gql(createWorkspace, { name: uniqueName('Crew') })).createWorkspace
      .workspace;
    const input = {
      workspaceId: workspace.id,
      name: uniqueName('Sessions'),
      managerId: currentUser.id,
    };
    const created = (await gql(createProject, input)).createProject.project;
    const seen = await outboxFiles();
    await gql(inviteUser, { email, name: 'Bea Baker', projectId: created.id, roleId: 'editor' });
    await laptop.goto(linkPath(await nextMail(seen), '/invite'));
    await laptop.getByLabel('Password', { exact: true }).fill(password);
    await laptop.getByRole('button', { name: 'Continue' }).click();
    await expect(laptop).toHaveURL(/\/projects$/);
  });

  const socket = await opened;
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));

  await test.step('on her phone she sees both sessions in My Account and signs the laptop out', async () => {
    await phone.goto('/signin');
    await signIn(phone, email, password);
    await expect(phone).toHaveURL(/\/projects$/);
    await phone.goto('/account');
    const sessions = phone.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByText('This browser')).toBeVisible();
    // and where she signed in from, her invitation and this phone
    const signIns = phone.getByRole('table', { name: 'Recent sign-ins' });
    await expect(signIns.getByText('Signed in').first()).toBeVisible();
    await expectAccessible(phone, 'account with its sessions');
    await phone.screenshot({ path: test.info().outputPath('account-sessions.png') });
    await sessions.getByRole('button', { name: /^Sign out / }).click();
    await expect(phone.getByText('Signed out of that session')).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2);
  });

  await test.step('the laptop hears nothing more and is signed out', async () => {
    await closed;
    await laptop.reload();
    await expect(laptop).toHaveURL(/\/signin/);
  });
  await laptopContext.close();
  await phoneContext.close();
});
