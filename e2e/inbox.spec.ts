import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { commentList, startComment } from './helpers/comments.ts';
import { asAdmin, createManagedProject } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';
import { signIn } from './helpers/sign-in.ts';

// A clip is transcoded before the viewer shows it; two browsers take part.
test.describe.configure({ timeout: 240_000 });

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = join(folder, 'Reel 2.mp4');
  await copyFile(await makeGreyClip(folder, { seconds: 1, width: 320, height: 180 }), clip);
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const inboxButton = (page: Page) => page.getByRole('button', { name: /^Inbox/ });

test('a mention reaches the person named, who answers; each finds it in their inbox', async ({
  page,
  browser,
  request,
}) => {
  const editor = uniqueName('Ivy Editor');
  let viewPath = '';
  let ivy: Page = page;

  await test.step('a reel in a project, and an editor invited to it', async () => {
    const gql = await asAdmin(request);
    const project = await createManagedProject(gql, uniqueName('Mentions'));
    const assetId = await uploadPlayable(request, gql, project.rootFolder.id, clip);
    viewPath = `/projects/${project.id}/${project.rootFolder.id}/${assetId}`;
    const seen = await outboxFiles();
    const email = `ivy-${randomUUID().slice(0, 6)}@studio.test`;
    await gql(inviteUser, { email, name: editor, projectId: project.id, roleId: 'editor' });
    ivy = await (await browser.newContext()).newPage();
    await ivy.goto(linkPath(await nextMail(seen), '/invite'));
    await ivy.getByLabel('Password', { exact: true }).fill('an editor password 4');
    await ivy.getByRole('button', { name: 'Continue' }).click();
    await expect(ivy).toHaveURL(/\/projects$/);
  });

  await test.step('the producer types @ and the start of her name, and picks her', async () => {
    await page.goto(viewPath);
    await signIn(page, admin.email, admin.password);
    const composer = await startComment(page);
    await composer.field.fill('Please check the sound, @Iv');
    await page.getByRole('button', { name: `@${editor}` }).click();
    await expect(composer.field).toHaveValue(`Please check the sound, @${editor} `);
    await expectAccessible(page, 'the comment composer suggesting a mention');
    await composer.post.click();
    await expect(commentList(page)).toContainText(`@${editor}`);
  });

  await test.step('the editor sees it in her inbox and opens the viewer at the comment', async () => {
    await ivy.reload();
    await expect(inboxButton(ivy)).toContainText('1');
    await inboxButton(ivy).click();
    const item = ivy.getByRole('menuitem', { name: /Admin mentioned you on Reel 2\.mp4/ });
    await expect(item).toBeVisible();
    await item.click();
    await expect(ivy).toHaveURL(/[?&]comment=/);
    await expect(commentList(ivy)).toContainText('Please check the sound');
    await expect(inboxButton(ivy)).toHaveText('Inbox');
    await expectAccessible(ivy, 'the viewer opened from the inbox');
  });

  await test.step('she replies; the reply reaches the producer’s inbox', async () => {
    const thread = commentList(ivy).locator('[data-comment-id]').first();
    await thread.getByRole('button', { name: 'Reply' }).click();
    await ivy.getByRole('textbox', { name: 'Reply…' }).fill('Fixed in the next mix.');
    await thread.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(commentList(ivy)).toContainText('Fixed in the next mix.');
    await page.reload();
    await inboxButton(page).click();
    await expect(
      page.getByRole('menuitem', { name: new RegExp(`${editor} replied to you on Reel 2`) }),
    ).toBeVisible();
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(inboxButton(page)).toHaveText('Inbox');
    await page.screenshot({ path: test.info().outputPath('inbox.png'), fullPage: true });
  });
});
