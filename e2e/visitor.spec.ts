import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type Download, expect, type Page, test } from '@playwright/test';
import { lumaFrame, makeGreyClip, makeTimecodeClip } from '@rushes/transcoder/testing';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow, openAsset } from './helpers/assets.ts';
import { commentAt, commentList, startComment } from './helpers/comments.ts';
import { folderRow } from './helpers/folders.ts';
import { asAdmin, createFolder, createManagedProject } from './helpers/graphql.ts';
import { subscriptionSent } from './helpers/live.ts';
import { uniqueName } from './helpers/names.ts';
import { frameLuma, type Region, videoLuma } from './helpers/picture.ts';
import { expectVideoAdvances, shownTimecode } from './helpers/player.ts';
import { signIn } from './helpers/sign-in.ts';
import { saveDownload, zipEntries, zipFiles } from './helpers/zip.ts';

// The clip is transcoded before the visitor comes.
test.describe.configure({ timeout: 180_000 });

const createLink = `mutation ($input: CreateLinkInput!) {
  createLink(input: $input) { link { id token } } }`;
const updateLink = `mutation ($input: UpdateLinkInput!) {
  updateLink(input: $input) { link { id } } }`;
const deleteLink = `mutation ($input: DeleteLinkInput!) {
  deleteLink(input: $input) { deletedId } }`;

const PASSWORD = 'Reel-42';
let folder: string;
let clip: string;
let grey: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  clip = await makeTimecodeClip(folder, { seconds: 4, width: 640, height: 360, fps: 25 });
  grey = await makeGreyClip(folder, { seconds: 6, width: 640, height: 360 });
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The timeline of takes below the player. */
const takesTimeline = (page: Page) => page.getByRole('region', { name: 'Takes', exact: true });

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a visitor opens a protected share: refused with a wrong password, plays the clip and downloads the folder', async ({
  browser,
  baseURL,
  request,
}) => {
  const linkName = uniqueName('Dailies for the client');
  const projectName = uniqueName('Visit');
  const name = basename(clip);
  let link = { id: '', token: '' };
  let single = { id: '', token: '' };
  let dailiesId = '';
  const gql = await asAdmin(request);

  await test.step('the administrator shares Dailies (a clip and Day 1), by a password and downloads', async () => {
    const project = await createManagedProject(gql, projectName);
    const dailies = (await gql(createFolder, { parentId: project.rootFolder.id, name: 'Dailies' }))
      .createFolder.folder;
    dailiesId = dailies.id;
    await gql(createFolder, { parentId: dailies.id, name: 'Day 1' });
    const assetId = await uploadPlayable(request, gql, dailies.id, clip);
    link = (
      await gql(createLink, { projectId: project.id, name: linkName, folderIds: [dailies.id] })
    ).createLink.link;
    await gql(updateLink, {
      id: link.id,
      hasPassword: true,
      password: PASSWORD,
      canDownload: true,
    });
    // and the clip alone, open to anyone with the link, without downloads
    const clipAlone = { projectId: project.id, name: uniqueName('The clip'), assetIds: [assetId] };
    single = (await gql(createLink, clipAlone)).createLink.link;
  });

  // a fresh browser: no one is signed in
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();

  await test.step('the share asks for its password and refuses a wrong one', async () => {
    await page.goto(`/share/${link.token}`);
    await expect(page).toHaveURL(new RegExp(`/share/${link.token}/signin\\?redirect=`));
    await expect(page.getByRole('heading', { name: linkName })).toBeVisible();
    await expectAccessible(page, 'link sign-in');
    await page.getByRole('button', { name: 'Open Share' }).click();
    await expect(page.getByText('Please enter the password!')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Open Share' }).click();
    await expect(page.getByText('Failed to sign in')).toBeVisible();
    await expect(page.getByTestId('link-password-hint')).toHaveClass(/rushes-shake/);
    await screenshot(page, 'link-signin-refused');
  });

  await test.step('the right password lets in: the share holds Dailies', async () => {
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Your email (optional)').fill('eve@client.test');
    await page.getByRole('button', { name: 'Open Share' }).click();
    await expect(page).toHaveURL(new RegExp(`/share/${link.token}$`));
    await expect(page.getByTestId('share-name')).toHaveText(linkName);
    await expect(folderRow(page, 'Dailies')).toBeVisible();
    // a visitor has no tabs, no user menu, nothing to upload, create, share or delete
    await expect(page.getByRole('link', { name: 'Projects' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Upload|New Folder|Share|Delete/ })).toHaveCount(
      0,
    );
    await expectAccessible(page, 'share-index');
    await screenshot(page, 'share-index');
  });

  await test.step('Dailies opens within the share, its clip plays', async () => {
    await folderRow(page, 'Dailies').getByRole('link', { name: 'Dailies', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/share/${link.token}/browse/`));
    await expect(assetRow(page, name)).toBeVisible();
    await expectAccessible(page, 'link-folder');
    await screenshot(page, 'link-folder');
    // what the project adds to the shared folder appears without a reload
    await gql(createFolder, { parentId: dailiesId, name: 'Day 2' });
    await expect(folderRow(page, 'Day 2')).toBeVisible();
    // below the shared folder the breadcrumb leads back up, never above the share
    await folderRow(page, 'Day 1').getByRole('link', { name: 'Day 1', exact: true }).click();
    await expect(page.getByText('This folder is empty')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: linkName })).toBeVisible();
    await expect(main.getByText(projectName)).toHaveCount(0);
    await screenshot(page, 'link-subfolder');
    await main.getByRole('link', { name: 'Dailies', exact: true }).click();
    // the play is recorded, as every access through a link is
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v2/graphql') &&
        (response.request().postData() ?? '').includes('useRecordPlayMutation'),
    );
    await openAsset(page, name);
    await expect(page).toHaveURL(new RegExp(`/share/${link.token}/view/[^/]+/[^/]+$`));
    await expect(page.getByTestId('asset-name')).toHaveText(name);
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expectVideoAdvances(page);
    expect((await (await recorded).json()).errors).toBeUndefined();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expectAccessible(page, 'link-view');
    await screenshot(page, 'link-view');
  });

  await test.step('Download saves Dailies as a zip holding the clip', async () => {
    await page.getByRole('link', { name: 'Back to the folder' }).click();
    await expect(assetRow(page, name)).toBeVisible();
    const download = await saveDownload(page);
    expect(download.filename).toBe('Dailies.zip');
    const entries = await zipEntries(download.path);
    const files = entries.map((entry) => entry.name).filter((entry) => !entry.endsWith('/'));
    expect(files).toEqual([`Dailies/${name}`]);
  });

  await test.step('a share of one clip without a password opens on the clip, with nothing to download', async () => {
    const elsewhere = await browser.newContext({ baseURL });
    const visitor = await elsewhere.newPage();
    await visitor.goto(`/share/${single.token}`);
    await expect(visitor).toHaveURL(new RegExp(`/share/${single.token}/view/[^/]+$`));
    await expect(visitor.getByTestId('asset-name')).toHaveText(name);
    await expect(visitor.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Download', exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Back to the folder' })).toHaveCount(0);
    await expectAccessible(visitor, 'link-view of a single clip');
    await screenshot(visitor, 'link-view-single');
    await elsewhere.close();
  });

  await test.step('a deleted share, and one that never was, are not found', async () => {
    await gql(deleteLink, { id: link.id });
    const elsewhere = await browser.newContext({ baseURL });
    const stranger = await elsewhere.newPage();
    await stranger.goto(`/share/${link.token}`);
    await expect(stranger.getByRole('heading', { name: "This share wasn't found" })).toBeVisible();
    await expectAccessible(stranger, 'link-invalid');
    await screenshot(stranger, 'link-invalid');
    await stranger.goto('/share/no-such-share');
    await expect(stranger.getByRole('heading', { name: "This share wasn't found" })).toBeVisible();
    await elsewhere.close();
  });
  await context.close();
});

test('a visitor steps through the takes of a shared folder, and the files of a link, on the timeline below the player', async ({
  browser,
  baseURL,
  request,
}) => {
  const takes = ['Take A.mov', 'Take B.mov'];
  const ids = new Map<string, string>();
  let token = '';
  let projectId = '';
  const gql = await asAdmin(request);

  await test.step('the administrator shares Dailies, holding two takes, to anyone with the link', async () => {
    const project = await createManagedProject(gql, uniqueName('Takes shared'));
    projectId = project.id;
    const dailies = (await gql(createFolder, { parentId: project.rootFolder.id, name: 'Dailies' }))
      .createFolder.folder;
    for (const take of takes) {
      const file = join(folder, take);
      await copyFile(clip, file);
      ids.set(take, await uploadPlayable(request, gql, dailies.id, file));
    }
    const input = { projectId: project.id, name: uniqueName('Takes'), folderIds: [dailies.id] };
    token = (await gql(createLink, input)).createLink.link.token;
  });

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  /** The viewer shows `take`: its name, its address within the share, its place on the timeline. */
  const expectShowing = async (take: string) => {
    await expect(page).toHaveURL(new RegExp(`/share/${token}/view/[^/]+/${ids.get(take)}(\\?|$)`));
    await expect(page.getByTestId('asset-name')).toHaveText(take);
    await expect(takesTimeline(page).locator('[aria-current="page"]')).toHaveText(take);
  };

  await test.step('a take opened from the shared folder has the folder’s takes below it', async () => {
    await page.goto(`/share/${token}`);
    await folderRow(page, 'Dailies').getByRole('link', { name: 'Dailies', exact: true }).click();
    await openAsset(page, 'Take A.mov');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(takesTimeline(page).getByRole('link')).toHaveText(takes);
    await expectShowing('Take A.mov');
    await expectAccessible(page, 'link-view with its timeline of takes');
    await screenshot(page, 'link-view-takes');
  });

  await test.step('↑ goes to the next take and ↓ back, the address staying within the share', async () => {
    await page.keyboard.press('ArrowUp');
    await expectShowing('Take B.mov');
    await page.keyboard.press('ArrowDown');
    await expectShowing('Take A.mov');
    await takesTimeline(page).getByRole('link', { name: 'Take B.mov' }).click();
    await expectShowing('Take B.mov');
  });

  await test.step("a link of the two takes as files: opened from its index, the timeline holds the link's files", async () => {
    const input = { projectId, name: uniqueName('Files'), assetIds: [...ids.values()] };
    const files = (await gql(createLink, input)).createLink.link.token;
    await page.goto(`/share/${files}`);
    await openAsset(page, 'Take A.mov');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    // the player and its controls fit in a 720 px high window
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeInViewport();
    await expect(takesTimeline(page).getByRole('link')).toHaveText(takes);
    await expect(takesTimeline(page).locator('[aria-current="page"]')).toHaveText('Take A.mov');
    // a link's files are what was shared: there is nothing to filter
    await expect(takesTimeline(page).getByRole('checkbox')).toHaveCount(0);
    await expectAccessible(page, "link-view of a link's files, with its timeline");
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL(new RegExp(`/share/${files}/view/${ids.get('Take B.mov')}$`));
    await expect(page.getByTestId('asset-name')).toHaveText('Take B.mov');
    await expect(takesTimeline(page).locator('[aria-current="page"]')).toHaveText('Take B.mov');
    await screenshot(page, 'link-view-files');
  });
  await context.close();
});

test('a visitor comments at a frame where the share allows it; the manager sees it live under their e-mail', async ({
  browser,
  baseURL,
  request,
}) => {
  const name = basename(clip);
  const note = uniqueName('Warmer here');
  const gql = await asAdmin(request);
  let managerPath = '';
  let visitorPath = '';

  await test.step('the manager shares Dailies, holding the clip, by a password and with comments', async () => {
    const project = await createManagedProject(gql, uniqueName('Notes'));
    const dailies = (await gql(createFolder, { parentId: project.rootFolder.id, name: 'Dailies' }))
      .createFolder.folder;
    const assetId = await uploadPlayable(request, gql, dailies.id, clip);
    const shared = { projectId: project.id, name: uniqueName('Notes'), folderIds: [dailies.id] };
    const link = (await gql(createLink, shared)).createLink.link;
    await gql(updateLink, {
      id: link.id,
      hasPassword: true,
      password: PASSWORD,
      allowComments: true,
    });
    managerPath = `/projects/${project.id}/${dailies.id}/${assetId}`;
    visitorPath = `/share/${link.token}/view/${dailies.id}/${assetId}`;
  });

  const managerContext = await browser.newContext({ baseURL });
  const manager = await managerContext.newPage();
  await test.step('the manager, signed in elsewhere, opens the clip and follows its comments', async () => {
    const live = subscriptionSent(manager, 'useCommentChangedSubscription');
    await manager.goto(managerPath);
    await signIn(manager, admin.email, admin.password);
    await expect(manager).toHaveURL(new RegExp(`${managerPath}$`));
    await expect(commentList(manager)).toContainText('No comments yet');
    await live;
  });

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await test.step('the visitor signs in with their e-mail and plays the clip beside its comments', async () => {
    await visitor.goto(visitorPath);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByLabel('Your email (optional)').fill('eve@client.test');
    await visitor.getByRole('button', { name: 'Open Share' }).click();
    await expect(visitor).toHaveURL(new RegExp(`${visitorPath}$`));
    await expect(visitor.getByTestId('asset-name')).toHaveText(name);
    await expect(commentList(visitor)).toContainText('No comments yet');
    await visitor.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(visitor.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });

  let frame = '';
  await test.step('the visitor comments at the frame on screen and replies to it', async () => {
    frame = await shownTimecode(visitor);
    const composer = await startComment(visitor);
    await expect(composer.position).toHaveText(frame);
    await composer.field.fill(note);
    await composer.post.click();
    await expect(commentAt(visitor, frame)).toBeVisible();
    const list = commentList(visitor);
    await expect(list).toContainText(note);
    await expect(list).toContainText('eve@client.test');
    // a visitor never edits nor deletes, not even their own
    await expect(list.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
    await list.getByRole('button', { name: 'Reply', exact: true }).click();
    await visitor.getByPlaceholder('Reply…').fill('And the next shot');
    await list.getByRole('button', { name: 'Reply', exact: true }).last().click();
    await expect(list).toContainText('And the next shot');
    await expectAccessible(visitor, 'link-view with comments');
    await screenshot(visitor, 'link-view-comments');
  });

  await test.step("the manager sees the comment appear at its frame under the visitor's e-mail", async () => {
    await expect(commentAt(manager, frame)).toBeVisible();
    const list = commentList(manager);
    await expect(list).toContainText(note);
    await expect(list).toContainText('eve@client.test');
    await expect(list).toContainText('And the next shot');
    // the manager keeps the review in order: they may delete it, never edit it
    await expect(list.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'Delete', exact: true }).first()).toBeVisible();
    await screenshot(manager, 'view-visitor-comment');
  });
  await visitorContext.close();
  await managerContext.close();
});

test('a visitor of a watermarked share sees the watermark burned into the picture they play and download', async ({
  browser,
  baseURL,
  request,
}) => {
  const name = basename(grey);
  const gql = await asAdmin(request);
  let token = '';
  let memberPath = '';
  // Where the watermark sits (bottom right) and a part of the picture it never reaches.
  const corner: Region = { x: 0.5, y: 0.82, width: 0.47, height: 0.15 };
  const clear: Region = { x: 0.05, y: 0.05, width: 0.4, height: 0.5 };

  await test.step("the administrator shares Dailies with the visitor's name as watermark, a password and downloads", async () => {
    const project = await createManagedProject(gql, uniqueName('Marked'));
    const dailies = (await gql(createFolder, { parentId: project.rootFolder.id, name: 'Dailies' }))
      .createFolder.folder;
    const assetId = await uploadPlayable(request, gql, dailies.id, grey);
    const shared = { projectId: project.id, name: uniqueName('Marked'), folderIds: [dailies.id] };
    const link = (await gql(createLink, shared)).createLink.link;
    await gql(updateLink, {
      id: link.id,
      hasPassword: true,
      password: PASSWORD,
      canDownload: true,
      hasWatermark: true,
      // the visitor's own e-mail, burned in for them alone
      watermark: { type: 'USERNAME', position: 'BOTTOMRIGHT' },
    });
    token = link.token;
    memberPath = `/projects/${project.id}/${dailies.id}/${assetId}`;
  });

  await test.step('the manager, in the project, plays the clip without a watermark', async () => {
    const memberContext = await browser.newContext({ baseURL });
    const member = await memberContext.newPage();
    await member.goto(memberPath);
    await signIn(member, admin.email, admin.password);
    await member.locator('video').evaluate((video: HTMLVideoElement) => {
      video.pause();
      video.currentTime = 1;
    });
    await expect
      .poll(() => member.locator('video').evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(2);
    const plain = await videoLuma(member, corner);
    expect(plain.grey).toBe(plain.total);
    await memberContext.close();
  });

  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();

  await test.step('the visitor signs in and plays the clip: the watermark is in the decoded frame', async () => {
    await page.goto(`/share/${token}`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Open Share' }).click();
    await expect(page.getByText('Failed to sign in')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Your email (optional)').fill('eve@client.test');
    await page.getByRole('button', { name: 'Open Share' }).click();
    await folderRow(page, 'Dailies').getByRole('link', { name: 'Dailies', exact: true }).click();
    await openAsset(page, name);
    // the watermark is being burned in, or already is: either way the clip plays
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expectVideoAdvances(page);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const marked = await videoLuma(page, corner);
    // a dark box with white letters (some 90 × 20 pixels at 360 lines) where the manager's
    // picture is plain grey
    expect(marked.dark).toBeGreaterThan(400);
    expect(marked.bright).toBeGreaterThan(40);
    const elsewhere = await videoLuma(page, clear);
    expect(elsewhere.grey).toBe(elsewhere.total);
    await expectAccessible(page, 'link-view of a watermarked share');
    await screenshot(page, 'link-view-watermarked');
  });

  await test.step('Download waits for the whole clip to be watermarked, then saves Dailies as a zip', async () => {
    await page.getByRole('link', { name: 'Back to the folder' }).click();
    // the folder's Download, not the clip's: wait for the folder to be on screen
    await expect(assetRow(page, name)).toBeVisible();
    // the MP4 is written once the whole clip is rendered: a moment after it starts playing
    let download: Download | null = null;
    await expect
      .poll(
        async () => {
          const saved = page.waitForEvent('download', { timeout: 5000 }).catch(() => null);
          await page.getByRole('button', { name: 'Download', exact: true }).click();
          download = await saved;
          return download !== null;
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(true);
    const zip = download as Download | null;
    if (!zip) throw new Error('no download');
    expect(zip.suggestedFilename()).toBe('Dailies.zip');
    const files = await zipFiles(await zip.path());
    expect(files.map((file) => file.name)).toEqual([`Dailies/${name.replace(/\.[^.]+$/, '')}.mp4`]);
    // the saved clip's frames carry the watermark too
    const mp4 = join(folder, 'watermarked.mp4');
    await writeFile(mp4, files[0]?.data ?? Buffer.alloc(0));
    const size = { width: 640, height: 360 };
    const frame = await lumaFrame(mp4, 2, size);
    const marked = frameLuma(frame, size, corner);
    expect(marked.dark).toBeGreaterThan(400);
    const elsewhere = frameLuma(frame, size, clear);
    expect(elsewhere.grey).toBe(elsewhere.total);
  });
  await context.close();
});
