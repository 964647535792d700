import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { openAsset } from './helpers/assets.ts';
import { folderDetail, folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createManagedProject } from './helpers/graphql.ts';
import { openTab } from './helpers/header.ts';
import { subscriptionSent } from './helpers/live.ts';
import { nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';
import { openProject } from './helpers/projects.ts';
import { signIn } from './helpers/sign-in.ts';
import { uploadRow, uploadThroughChooser } from './helpers/uploads.ts';

const pad = (value: number) => String(value).padStart(2, '0');
/** A day as a date input takes it, `days` from today. */
function dayIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) { link { id } } }`;
const updateLink = `mutation ($input: UpdateLinkInput!) {
  updateLink(input: $input) { link { id } } }`;
const deleteLink = `mutation ($input: DeleteLinkInput!) {
  deleteLink(input: $input) { deletedId } }`;

test('the manager shares a folder from its toolbar with a password and an expiry, mails it to two people, finds it in Shares and deletes it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const project = uniqueName('Sharing');
  const name = uniqueName('Dailies for the client');
  const dialog = page.getByRole('dialog', { name: 'Share 1 Folder and 0 Files' });
  let url = '';
  let projectId = '';
  let dailiesId = '';
  // the socket opens with the first signed-in page; Shares subscribes on it later
  const subscribed = subscriptionSent(page, 'useLinkChangedSubscription');

  await test.step('a project managed by the administrator, with the folder Dailies', async () => {
    const gql = await asAdmin(request);
    const created = await createManagedProject(gql, project);
    projectId = created.id;
    dailiesId = (await gql(createFolder, { parentId: created.rootFolder.id, name: 'Dailies' }))
      .createFolder.folder.id;
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await openProject(page, project);
    await folderRow(page, 'Dailies').getByRole('link', { name: 'Dailies', exact: true }).click();
    await expect(folderDetail(page, 'Name')).toHaveText('Dailies');
  });

  await test.step('Share in the toolbar opens the dialog, which creates the link at once', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(/\/share\/[\w-]{43}$/);
    url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Dailies');
    await expect(dialog.getByRole('checkbox', { name: 'Expiration' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Password' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Watermark' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    // 768 px high, or the window less Mantine's margins (5 % above and below) where shorter
    const room = await page.evaluate(() => window.innerHeight * 0.9);
    expect((await dialog.boundingBox())?.height).toBeCloseTo(Math.min(768, room), 0);
    await expectAccessible(page, 'the Share dialog');
  });

  await test.step('Copy works where the clipboard API is missing (plain http)', async () => {
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied Link to Clipboard')).toBeVisible();
  });

  await test.step('a name, a password of 6 characters, an expiry in the future', async () => {
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'Password' }).check();
    await dialog.getByLabel('Link password').fill('abc');
    await expect(dialog.getByText('password must have at least 6 characters')).toBeVisible();
    await dialog.getByLabel('Link password').fill('Reel-42');
    await expect(dialog.getByText('password must have at least 6 characters')).toBeHidden();
    await dialog.getByLabel('Expiration date').fill(dayIn(-1));
    await expect(dialog.getByText('The Expiration Date Must Be Set in the Future.')).toBeVisible();
    await expectAccessible(page, 'the Share dialog with its errors');
    await dialog.getByLabel('Expiration date').fill(dayIn(10));
    await dialog.getByLabel('Expiration time').fill('18:00');
    await expect(dialog.getByText('The Expiration Date Must Be Set in the Future.')).toBeHidden();
  });

  await test.step('Send mails the link to two addresses, each once', async () => {
    const seen = await outboxFiles();
    const emails = dialog.getByRole('combobox', { name: 'Email(s)' });
    await emails.pressSequentially('nobody ');
    await expect(dialog.getByText('Entered Email Is Invalid')).toBeVisible();
    await emails.press('Backspace');
    await emails.pressSequentially('dana@client.test, eli@client.test dana@client.test ');
    await expect(dialog.getByText('Entered Email Is Invalid')).toBeHidden();
    await dialog.getByLabel('Personal Message').fill('Take 2 is the one.');
    await expectAccessible(page, 'the Share dialog with two addresses');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Successfully Sent Link')).toBeVisible();
    await expect(dialog).toBeHidden();
    const mail = await nextMail(seen);
    expect(mail.subject).toBe(`Admin shared "${name}" with you on Rushes`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Admin wrote: Take 2 is the one.');
    await expect.poll(async () => (await outboxFiles()).length - seen.length).toBe(2);
  });

  await test.step('its visitor signs in with the password, then signs out from the header', async () => {
    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    const token = url.slice(url.lastIndexOf('/') + 1);
    await visitor.goto(`/share/${token}`);
    await visitor.getByLabel('Password', { exact: true }).fill('Reel-42');
    await visitor.getByRole('button', { name: 'Open Share' }).click();
    await expect(visitor.getByTestId('share-name')).toHaveText(name);
    await visitor.getByRole('button', { name: 'Sign Out' }).click();
    const confirm = visitor.getByRole('dialog', { name: 'Sign Out' });
    await expect(confirm).toContainText('Do you want to leave this share?');
    await expectAccessible(visitor, "the visitor's Sign Out dialog");
    await confirm.getByRole('button', { name: 'Sign Out' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/share/${token}/signin$`));
    await expect(visitor.getByRole('heading', { name })).toBeVisible();
    const kept = await visitor.evaluate(
      (key) => sessionStorage.getItem(key),
      `rushes.share.${token}`,
    );
    expect(kept).toBeNull();
    // the link asks for its password again
    await visitor.goto(`/share/${token}`);
    await expect(visitor).toHaveURL(new RegExp(`/share/${token}/signin\\?redirect=`));
    await context.close();
  });

  await test.step('Shares lists it with its lock and its expiry', async () => {
    await openTab(page, 'Shares');
    await subscribed;
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('img', { name: 'Password protected' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Downloads allowed' })).toHaveCount(0);
    await expect(row).toContainText('in 1 week');
    await expect(row.getByRole('link', { name: `Open ${name} in a new tab` })).toHaveAttribute(
      'href',
      url,
    );
    await expectAccessible(page, 'links-index');
    await page.screenshot({ path: test.info().outputPath('shares.png'), fullPage: true });
    await page
      .getByRole('navigation', { name: 'Projects' })
      .getByRole('link', { name: project })
      .click();
    await expect(page.getByRole('link', { name: 'All Shares' })).toHaveCount(2); // sidebar, breadcrumb
    await expect(row).toBeVisible();
    await page.mouse.move(0, 0); // the active link read without the pointer's hover over it
    await expectAccessible(page, 'links-project');
  });

  await test.step('a link opened, renamed and deleted elsewhere comes and goes without a reload', async () => {
    const gql = await asAdmin(request);
    const elsewhere = uniqueName('Opened elsewhere');
    const input = { projectId, name: elsewhere, folderIds: [dailiesId] };
    const { id } = (await gql(createLink, input)).createLink.link;
    await expect(page.getByRole('row').filter({ hasText: elsewhere })).toBeVisible();
    await gql(updateLink, { id, name: `${elsewhere} v2` });
    await expect(page.getByRole('row').filter({ hasText: `${elsewhere} v2` })).toBeVisible();
    await gql(deleteLink, { id });
    await expect(page.getByRole('row').filter({ hasText: elsewhere })).toHaveCount(0);
  });

  await test.step('Edit Share keeps the password locked and adds a watermark; Invite User sends it', async () => {
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Share' });
    await expect(edit.getByLabel('Link password')).toBeDisabled();
    await expect(edit.getByRole('button', { name: 'Change' })).toBeVisible();
    await edit.getByRole('checkbox', { name: 'Watermark' }).check();
    await edit.getByLabel('Watermark text').fill('CONFIDENTIAL');
    await edit.getByLabel('Watermark position').selectOption({ label: 'Center' });
    await expect(edit.getByRole('img', { name: 'Preview: CONFIDENTIAL at center' })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Watermarked' })).toBeVisible();
    // or the visitor's own name, burned in for each of them, faint
    await edit.getByLabel('Watermark shows').selectOption({ label: 'User name' });
    await expect(edit.getByLabel('Watermark text')).toHaveCount(0);
    const opacity = edit.getByRole('slider', { name: 'Text opacity' });
    await opacity.focus();
    await opacity.press('Home');
    await expect(opacity).toHaveAttribute('aria-valuenow', '10');
    await expect(
      edit.getByRole('img', { name: 'Preview: visitor@client.com at center' }),
    ).toBeVisible();
    await expectAccessible(page, 'the Edit Share dialog');
    await edit.screenshot({ path: test.info().outputPath('edit-share-watermark.png') });
    const gql = await asAdmin(request);
    const links = '{ links(first: 100) { edges { node { name watermark { type opacity } } } } }';
    const savedWatermark = async () =>
      (await gql(links)).links.edges.find(
        (edge: { node: { name: string } }) => edge.node.name === name,
      )?.node.watermark;
    await expect.poll(savedWatermark).toEqual({ type: 'USERNAME', opacity: 10 });
    await edit.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Invite User' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Users' });
    await expect(invite.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await expect(invite.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
    expect((await invite.boundingBox())?.height).toBeCloseTo(412, 0);
    await expectAccessible(page, 'the Invite Users dialog');
    await invite.getByRole('button', { name: 'Close' }).click();
    await expect(invite).toBeHidden();
  });

  await test.step('Delete asks, then the link is gone', async () => {
    const row = page.getByRole('row').filter({ hasText: name });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Shares' });
    await expect(confirm).toContainText(name);
    await expectAccessible(page, 'the Delete Shares dialog');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Successfully deleted link(s)')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText("You haven't shared anything")).toBeVisible();
  });
});

test('the viewer shares the file on screen: one file, downloads offered to its manager', async ({
  page,
  request,
}) => {
  const project = uniqueName('Viewer sharing');
  const folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  const file = join(folder, 'Camera notes.txt');
  await writeFile(file, 'Roll 12, lens 35 mm\n');

  await test.step('a file in the project, opened in the viewer', async () => {
    const gql = await asAdmin(request);
    await createManagedProject(gql, project);
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await openProject(page, project);
    await uploadThroughChooser(page, [file]);
    await expect(uploadRow(page, 'History', 'Camera notes.txt')).toContainText('Finished', {
      timeout: 60_000,
    });
    await openAsset(page, 'Camera notes.txt');
    // the viewer's Share, not the folder's: wait for the viewer to be on screen
    await expect(page.getByTestId('asset-name')).toHaveText('Camera notes.txt');
  });

  await test.step('Share opens the dialog for the one file, Download among its options', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share 0 Folders and 1 File' });
    await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(/\/share\/[\w-]{43}$/);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Camera notes.txt');
    await expect(dialog.getByRole('checkbox', { name: 'Download' })).not.toBeChecked();
    await expectAccessible(page, 'the Share dialog of the viewer');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
  await rm(folder, { recursive: true, force: true });
});
