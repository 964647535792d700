import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow } from './helpers/assets.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// A clip is transcoded before the viewer plays it; three browsers take part.
test.describe.configure({ timeout: 240_000 });

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;
const password = 'a reviewer password 9';

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = join(folder, 'Cut 1.mp4');
  await copyFile(await makeGreyClip(folder, { seconds: 1, width: 320, height: 180 }), clip);
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

/** Picks options of a multiple choice by their names. */
async function choose(page: Page, field: string, names: readonly string[]) {
  const dialog = page.getByRole('dialog');
  for (const name of names) {
    await dialog.getByRole('combobox', { name: field }).last().click();
    await page.getByRole('option', { name }).click();
  }
  await dialog.getByRole('heading', { name: 'Approval workflow' }).click();
}

/** Opens what waits in the header's To review, and the one version waiting there. */
async function openFromToReview(page: Page, stage: string) {
  await page.getByRole('button', { name: /^To review/ }).click();
  const item = page.getByRole('menuitem', { name: new RegExp(`Cut 1\\.mp4 · ${stage}`) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByRole('region', { name: 'Approval' })).toBeVisible();
}

/** Records a decision in the viewer's Approval panel. */
async function decide(page: Page, decision: string, note = '') {
  const panel = page.getByRole('region', { name: 'Approval' });
  await panel.getByText(decision, { exact: true }).click();
  if (note) await panel.getByRole('textbox', { name: 'Note' }).fill(note);
  await panel.getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByText('Decision recorded')).toBeVisible();
}

/** The version's review status: a menu for those who may set it, its words for the others. */
const status = (page: Page, label: string) =>
  page
    .getByRole('button', { name: `Review Status: ${label}` })
    .or(page.getByText(label, { exact: true }))
    .first();

test('a two-stage workflow where all must approve: the version ends Approved', async ({
  page,
  browser,
  request,
}) => {
  const editor = uniqueName('Eve Editor');
  const client = uniqueName('Cleo Client');
  let folderPath = '';
  let eve: Page = page;
  let cleo: Page = page;

  await test.step('a cut in a project, an editor and a client invited to it', async () => {
    const gql = await asAdmin(request);
    const project = await createManagedProject(gql, uniqueName('Approvals'));
    await uploadPlayable(request, gql, project.rootFolder.id, clip);
    folderPath = `/projects/${project.id}/${project.rootFolder.id}`;
    for (const [name, roleId] of [
      [editor, 'editor'],
      [client, 'viewer'],
    ] as const) {
      const seen = await outboxFiles();
      const email = `${roleId}-${randomUUID().slice(0, 6)}@studio.test`;
      await gql(inviteUser, { email, name, projectId: project.id, roleId });
      const joined = await joinAs(browser, linkPath(await nextMail(seen), '/invite'));
      if (roleId === 'editor') eve = joined;
      else cleo = joined;
    }
  });

  await test.step('the producer sets up Editorial then Client, all must approve', async () => {
    await page.goto(folderPath);
    await signIn(page, admin.email, admin.password);
    await expect(page.getByText('No approval workflow')).toBeVisible();
    await page.getByRole('button', { name: 'Set up a workflow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approval workflow' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Editorial');
    await choose(page, 'Reviewers', [editor]);
    await dialog.getByLabel('Who must decide', { exact: true }).click();
    await page.getByRole('option', { name: 'All reviewers' }).click();
    await dialog.getByRole('button', { name: 'Add a stage' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).last().fill('Client');
    await choose(page, 'Reviewers', [client, editor]);
    await dialog.getByLabel('Who must decide', { exact: true }).last().click();
    await page.getByRole('option', { name: 'All reviewers' }).click();
    await expectAccessible(page, 'the approval workflow editor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const section = page.getByRole('region', { name: 'Approval workflow' });
    await expect(section).toContainText('Set on this folder.');
    await expect(section.getByRole('listitem')).toHaveText([/Editorial/, /Client/]);
    await expectAccessible(page, 'a folder with its approval workflow');
  });

  await test.step('the editor finds the cut in To review and approves Editorial', async () => {
    await eve.reload();
    await openFromToReview(eve, 'Editorial');
    await expectAccessible(eve, 'the viewer with the approval panel');
    await decide(eve, 'Approve', 'Cut reads well.');
    await expect(status(eve, 'In Progress')).toBeVisible();
    await expect(eve.getByRole('region', { name: 'Approval' })).toContainText('Client: Open');
  });

  await test.step('the client approves; it waits for the editor, who approves last', async () => {
    await cleo.reload();
    await openFromToReview(cleo, 'Client');
    await decide(cleo, 'Approve with changes', 'Brighter titles, please.');
    await expect(status(cleo, 'In Progress')).toBeVisible();
    const cleoPanel = cleo.getByRole('region', { name: 'Approval' });
    await expect(cleoPanel).toContainText('You have decided for Client');
    // nothing waits for her now: the header says so at once
    await expect(cleo.getByRole('button', { name: 'To review', exact: true })).toBeVisible();
    await eve.reload();
    await openFromToReview(eve, 'Client');
    await decide(eve, 'Approve');
    await expect(status(eve, 'Approved')).toBeVisible();
    await expect(eve.getByRole('region', { name: 'Approval' })).toContainText(
      'Every stage has approved this version.',
    );
    // the client's page hears of it: status and stages, without a reload
    await expect(status(cleo, 'Approved')).toBeVisible();
    await expect(cleoPanel).toContainText('Every stage has approved this version.');
  });

  await test.step('the folder shows the version Approved, and nothing waits any more', async () => {
    await page.goto(folderPath);
    await expect(assetRow(page, 'Cut 1.mp4')).toContainText('Approved');
    await eve.getByRole('button', { name: /^To review/ }).click();
    await expect(eve.getByText('Nothing waits for your decision.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('folder.png'), fullPage: true });
    await cleo.screenshot({ path: test.info().outputPath('viewer.png'), fullPage: true });
  });
});
