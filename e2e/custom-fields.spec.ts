import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { makeGreyClip } from '@rushes/transcoder/testing';
import { expectAccessible } from './helpers/accessibility.ts';
import { uploadPlayable } from './helpers/api-upload.ts';
import { assetRow } from './helpers/assets.ts';
import { asAdmin, createProject, createWorkspace } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;
const saveWorkspaceUser = `mutation ($input: SaveWorkspaceUserInput!) {
  saveWorkspaceUser(input: $input) { clientMutationId } }`;

// Two clips are transcoded before the folder opens.
test.describe.configure({ timeout: 180_000 });

let media: string;
const takes = ['Take 1.mp4', 'Take 2.mp4'];

test.beforeAll(async () => {
  media = await mkdtemp(join(tmpdir(), 'rushes-e2e-'));
  const clip = await makeGreyClip(media, { seconds: 1, width: 320, height: 180 });
  for (const take of takes) await copyFile(clip, join(media, take));
});

test.afterAll(async () => {
  await rm(media, { recursive: true, force: true });
});

/** A new browser where the invitee of the mail sets a password and lands on the projects. */
async function joinAs(browser: Browser, invitation: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(invitation);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** The names of the folder's assets, top to bottom. */
const listedTakes = (page: Page) =>
  page
    .getByRole('row')
    .getByRole('link')
    .filter({ hasText: /^Take \d\.mp4$/ })
    .allTextContents();

test('an admin defines Camera and Rating, an editor sets them on two clips, the list sorts by them, search finds them', async ({
  browser,
  request,
}) => {
  let workspaceId = '';
  let folderPath = '';
  const invitations = { wanda: '', eddie: '' };

  await test.step('a workspace with a project of two clips; Wanda its Admin, Eddie an Editor', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    workspaceId = (await gql(createWorkspace, { name: uniqueName('Studio') })).createWorkspace
      .workspace.id;
    const input = { workspaceId, name: uniqueName('Feature'), managerId: currentUser.id };
    const project = (await gql(createProject, input)).createProject.project;
    const rootId = project.rootFolder.id;
    for (const take of takes) await uploadPlayable(request, gql, rootId, join(media, take));
    folderPath = `/projects/${project.id}/${rootId}`;
    for (const [who, name, roleId] of [
      ['wanda', 'Wanda Webb', 'viewer'],
      ['eddie', 'Eddie Edit', 'editor'],
    ] as const) {
      const seen = await outboxFiles();
      const email = `${who}-${randomUUID().slice(0, 6)}@studio.test`;
      const invited = await gql(inviteUser, { email, name, projectId: project.id, roleId });
      if (who === 'wanda') {
        await gql(saveWorkspaceUser, {
          workspaceId,
          userId: invited.inviteUser.user.id,
          isAdmin: true,
        });
      }
      invitations[who] = linkPath(await nextMail(seen), '/invite');
    }
  });

  const wanda = await joinAs(browser, invitations.wanda, 'fields of my own');
  await test.step('Wanda opens the Custom Fields tab of the workspace: none yet', async () => {
    await wanda.goto(`/workspaces/${encodeURIComponent(workspaceId)}/fields`);
    await expect(
      wanda.getByRole('main').getByRole('tab', { name: 'Custom Fields', exact: true }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(wanda.getByText('This workspace has no custom fields')).toBeVisible();
    await expectAccessible(wanda, 'the Custom Fields tab, empty');
  });

  await test.step('she adds Camera, a choice of A, B or C, and Rating, a number, both in the list', async () => {
    await wanda.getByRole('button', { name: 'Add Field' }).click();
    let dialog = wanda.getByRole('dialog', { name: 'New Custom Field' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Camera');
    const choices = dialog.getByRole('combobox', { name: 'Choices' });
    for (const choice of ['A', 'B', 'C']) {
      await choices.fill(choice);
      await choices.press('Enter');
    }
    await dialog.getByRole('checkbox', { name: /Shown in the List/ }).check();
    await expectAccessible(wanda, 'the New Custom Field dialog');
    await shot(wanda, 'custom-field-new');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(wanda.getByRole('cell', { name: 'Camera', exact: true })).toBeVisible();

    await wanda.getByRole('button', { name: 'Add Field' }).click();
    dialog = wanda.getByRole('dialog', { name: 'New Custom Field' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Rating');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await wanda.getByRole('option', { name: 'Number', exact: true }).click();
    await dialog.getByRole('checkbox', { name: /Shown in the List/ }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const rating = wanda.getByRole('row').filter({ hasText: 'Rating' });
    await expect(rating.getByRole('cell', { name: 'Number' })).toBeVisible();
    await expectAccessible(wanda, 'the Custom Fields tab with two fields');
    await shot(wanda, 'custom-fields-tab');
  });

  const eddie = await joinAs(browser, invitations.eddie, 'edits all day');
  await test.step('Eddie chooses both clips and sets Camera B and Rating 3 on them at once', async () => {
    await eddie.goto(folderPath);
    await expect(eddie.getByRole('columnheader', { name: 'Camera' })).toBeVisible();
    await expect(eddie.getByRole('columnheader', { name: 'Rating' })).toBeVisible();
    await eddie.getByRole('button', { name: 'Select Items' }).click();
    for (const take of takes) await eddie.getByRole('checkbox', { name: `Select ${take}` }).check();
    await eddie.getByRole('button', { name: 'Edit Fields' }).click();
    const dialog = eddie.getByRole('dialog', { name: 'Edit Fields of 2 Assets' });
    await dialog.getByRole('combobox', { name: 'Camera' }).click();
    await eddie.getByRole('option', { name: 'B', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Rating' }).fill('3');
    await expectAccessible(eddie, 'the Edit Fields dialog');
    await shot(eddie, 'edit-fields');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(eddie.getByText('Successfully saved fields')).toBeVisible();
    for (const take of takes) {
      await expect(
        assetRow(eddie, take).getByRole('cell', { name: 'B', exact: true }),
      ).toBeVisible();
      await expect(
        assetRow(eddie, take).getByRole('cell', { name: '3', exact: true }),
      ).toBeVisible();
    }
  });

  await test.step('in the inspector of Take 2 alone, he makes its Rating 5', async () => {
    await eddie.getByRole('button', { name: 'Select Items' }).click();
    await eddie.getByRole('checkbox', { name: 'Select Take 2.mp4' }).check();
    const inspector = eddie.getByTestId('asset-inspector');
    const rating = inspector.getByRole('textbox', { name: 'Rating' });
    await expect(rating).toHaveValue('3');
    await rating.fill('five');
    await rating.press('Enter');
    await expect(inspector.getByText('This is not a number')).toBeVisible();
    await rating.fill('5');
    await rating.press('Tab');
    await expect(
      assetRow(eddie, 'Take 2.mp4').getByRole('cell', { name: '5', exact: true }),
    ).toBeVisible();
    await expectAccessible(eddie, 'the inspector with custom fields');
    await eddie.getByRole('button', { name: 'Cancel Selection' }).click();
  });

  await test.step('the list sorts by Rating either way, on the server', async () => {
    await eddie.getByRole('columnheader', { name: 'Rating' }).getByRole('button').click();
    await expect(eddie.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => listedTakes(eddie)).toEqual(['Take 1.mp4', 'Take 2.mp4']);
    await eddie.getByRole('columnheader', { name: 'Rating' }).getByRole('button').click();
    await expect(eddie.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(() => listedTakes(eddie)).toEqual(['Take 2.mp4', 'Take 1.mp4']);
    await expectAccessible(eddie, 'a folder sorted by a custom field');
    await shot(eddie, 'custom-field-columns');
    // a column of the list's own takes over again
    await eddie.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect(eddie.getByRole('columnheader', { name: 'Rating' })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(eddie).not.toHaveURL(/byField=/);
  });

  await test.step('and filters by it: Rating at least 4 leaves Take 2', async () => {
    await eddie.getByRole('button', { name: 'Filter by Field' }).click();
    await eddie.getByRole('combobox', { name: 'Field' }).click();
    await eddie.getByRole('option', { name: 'Rating', exact: true }).click();
    await eddie.getByRole('combobox', { name: 'Comparison' }).click();
    await eddie.getByRole('option', { name: 'is at least', exact: true }).click();
    await eddie.getByRole('textbox', { name: 'Value' }).fill('4');
    await expectAccessible(eddie, 'the Filter by Field form');
    await eddie.getByRole('button', { name: 'Add Filter' }).click();
    await expect(assetRow(eddie, 'Take 1.mp4')).toHaveCount(0);
    await expect(assetRow(eddie, 'Take 2.mp4')).toBeVisible();
    await eddie.getByRole('button', { name: 'Remove filter Rating is at least 4' }).click();
    await expect(assetRow(eddie, 'Take 1.mp4')).toBeVisible();
  });

  await test.step('the grid’s cards show each take’s Camera and Rating', async () => {
    await eddie.getByText('Grid', { exact: true }).click();
    const card = eddie.getByTestId('grid-item').filter({ hasText: 'Take 2.mp4' });
    await expect(card.getByRole('term')).toHaveText(['Camera:', 'Rating:']);
    await expect(card.getByRole('definition')).toHaveText(['B', '5']);
    await expectAccessible(eddie, 'the grid with custom values');
    await shot(eddie, 'custom-fields-grid');
    await eddie.getByText('List', { exact: true }).click();
  });

  await test.step('Wanda renames Rating to Stars: Eddie’s open list follows, not reloaded', async () => {
    await eddie.evaluate(() => Object.assign(window, { rushesMark: 'still here' }));
    const rating = wanda.getByRole('row').filter({ hasText: 'Rating' });
    await rating.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = wanda.getByRole('dialog', { name: 'Edit Custom Field' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Stars');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(wanda.getByRole('cell', { name: 'Stars', exact: true })).toBeVisible();
    await expect(eddie.getByRole('columnheader', { name: 'Stars' })).toBeVisible();
    await expect(eddie.getByRole('columnheader', { name: 'Rating' })).toHaveCount(0);
    expect(await eddie.evaluate(() => Reflect.get(window, 'rushesMark'))).toBe('still here');
  });

  await test.step('searching stars:5 from the header finds Take 2, its value marked', async () => {
    await eddie.getByRole('button', { name: 'Search', exact: true }).click();
    await eddie.getByRole('searchbox', { name: 'Search' }).fill('stars:5');
    await expect(eddie).toHaveURL(/\/search\?q=stars%3A5$/);
    const hits = eddie.getByTestId('search-hit');
    await expect(hits).toHaveCount(1);
    await expect(hits.first().getByRole('link')).toHaveText('Take 2.mp4');
    await expect(hits.first()).toContainText('Stars: 5');
    await expect(hits.first().locator('mark')).toHaveText('5');
    await expectAccessible(eddie, 'the search results by a custom field');
  });
});
