import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { admin } from './fixtures.ts';
import { expectAccessible } from './helpers/accessibility.ts';
import {
  asAdmin,
  createProject,
  createWorkspace as createWorkspaceApi,
} from './helpers/graphql.ts';
import { openTab } from './helpers/header.ts';
import { uniqueName } from './helpers/names.ts';
import { solidPng } from './helpers/png.ts';
import { signIn } from './helpers/sign-in.ts';
import { createWorkspace, workspaceRow } from './helpers/workspaces.ts';

/** A tab of the workspace's settings (the header has a Projects tab too). */
const settingsTab = (page: Page, name: string) =>
  page.getByRole('main').getByRole('tab', { name, exact: true });

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;

/** The answer to the next GraphQL mutation named `field`. */
const mutationDone = (page: Page, field: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/v2/graphql') &&
      (response.request().postData() ?? '').includes(field),
  );

/**
 * A workspace from the sidebar, once its page has replaced the one open before (a tab clicked
 * sooner would be the old page's, and its navigation would win).
 */
async function openWorkspace(page: Page, name: string) {
  const before = page.url();
  const link = page.getByRole('link', { name });
  await link.click();
  await expect(page).not.toHaveURL(before);
  // the address changes before the new page renders: its sidebar marks the workspace open
  await expect(link).toHaveAttribute('data-active', 'true');
}

test('a superuser sets up a workspace: logo, name, an admin, a project; and deletes another', async ({
  page,
  request,
}) => {
  const studio = uniqueName('Studio');
  const renamed = uniqueName('Studio Renamed');
  const doomed = uniqueName('Closing');
  const pilot = uniqueName('Pilot');
  const orphan = uniqueName('Orphan');
  const nora = `Nora ${randomUUID().slice(0, 6)}`;

  await test.step('a project in the default workspace with Nora in it, and a workspace to close', async () => {
    const gql = await asAdmin(request);
    const { currentUser, workspaces } = await gql(
      '{ currentUser { id } workspaces { id isDefault } }',
    );
    const fallback = workspaces.find((w: { isDefault: boolean }) => w.isDefault);
    const managerId = currentUser.id;
    const input = { workspaceId: fallback.id, name: pilot, managerId };
    const project = (await gql(createProject, input)).createProject.project;
    const email = `nora-${randomUUID().slice(0, 6)}@outside.test`;
    await gql(inviteUser, { email, name: nora, projectId: project.id, roleId: 'viewer' });
    const closing = (await gql(createWorkspaceApi, { name: doomed })).createWorkspace.workspace;
    await gql(createProject, { workspaceId: closing.id, name: orphan, managerId });
  });

  await test.step('New Workspace adds it to the index', async () => {
    await page.goto('/signin');
    await signIn(page, admin.email, admin.password);
    await createWorkspace(page, studio);
    await expect(workspaceRow(page, studio)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Size' })).toBeVisible();
    await expectAccessible(page, 'workspaces-index');
    await page.screenshot({ path: test.info().outputPath('workspaces-index.png'), fullPage: true });
  });

  await test.step('its logo is uploaded, shown in its settings and in the header', async () => {
    await workspaceRow(page, studio).getByRole('cell', { name: studio, exact: true }).click();
    await expect(settingsTab(page, 'Settings')).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'workspaces-settings');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose File: Logo' }).click();
    const confirmed = mutationDone(page, 'confirmWorkspaceImage');
    await (await chooser).setFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(96, 32, [230, 80, 20]),
    });
    await confirmed;
    await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Rushes' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('workspace-logo.png'), fullPage: true });
  });

  await test.step('its name is saved a second after typing and survives a reload', async () => {
    const title = page.getByLabel('Title', { exact: true });
    const saved = mutationDone(page, 'updateWorkspace');
    await title.fill(renamed);
    await saved;
    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(renamed);
    await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  });

  await test.step('Nora becomes its admin through Add User', async () => {
    await settingsTab(page, 'Admins').click();
    await expect(page.getByText('This workspace has no admins')).toBeVisible();
    await expectAccessible(page, 'the Admins tab');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('People').fill(nora.slice(0, 8));
    await page.getByRole('option', { name: new RegExp(nora) }).click();
    await expect(dialog.getByText(nora)).toBeVisible();
    // leaving the search closes its list, which covers the buttons
    await page.keyboard.press('Tab');
    await expectAccessible(page, 'the Add User dialog with a person chosen');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Successfully added workspace admins')).toBeVisible();
    await expect(page.getByRole('cell', { name: nora, exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('workspace-admins.png'), fullPage: true });
  });

  await test.step('an API token is made for a machine, shown once, works, and is revoked', async () => {
    await settingsTab(page, 'API Tokens').click();
    await expect(page.getByText('This workspace has no API tokens')).toBeVisible();
    await expectAccessible(page, 'the API Tokens tab, empty');
    await page.getByRole('button', { name: 'Create Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Avid bin sync');
    await dialog.getByRole('checkbox', { name: 'assets:read' }).check();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    const secret = (await dialog.getByTestId('api-token-secret').textContent()) ?? '';
    expect(secret).toMatch(/^rsh_/);
    await expectAccessible(page, 'the new token, shown once');
    await page.screenshot({ path: test.info().outputPath('api-token.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('cell', { name: 'Avid bin sync', exact: true })).toBeVisible();
    const asMachine = () =>
      request.post('/v2/graphql', {
        headers: { authorization: `Bearer ${secret}` },
        data: { query: '{ __typename }' },
      });
    expect((await asMachine()).status()).toBe(200);
    await page.getByRole('button', { name: 'Revoke Avid bin sync' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke API Token' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText('Successfully revoked API token')).toBeVisible();
    expect((await asMachine()).status()).toBe(401);
  });

  await test.step('the Pilot moves from the default workspace into it', async () => {
    await settingsTab(page, 'Projects').click();
    await expect(page.getByText('This Workspace Has No Projects')).toBeVisible();
    await expectAccessible(page, 'the Projects tab, empty');
    await openWorkspace(page, 'Default');
    await settingsTab(page, 'Projects').click();
    await page.getByRole('checkbox', { name: `Select ${pilot}` }).check();
    await page.getByRole('button', { name: 'Move Project(s)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Project Workspace' });
    await dialog.getByLabel('Workspace').click();
    await page.getByRole('option', { name: renamed }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Successfully moved project')).toBeVisible();
    // the default workspace's list reloads without it before the user goes on
    await expect(page.getByRole('cell', { name: pilot, exact: true })).toBeHidden();
    await openWorkspace(page, renamed);
    await settingsTab(page, 'Projects').click();
    await expect(page.getByRole('cell', { name: pilot, exact: true })).toBeVisible();
    await expectAccessible(page, 'the Projects tab');
    await page.screenshot({
      path: test.info().outputPath('workspace-projects.png'),
      fullPage: true,
    });
  });

  await test.step("a deployment token reads the event feed, the Pilot's move in it", async () => {
    await openTab(page, 'Workspaces');
    await page.getByRole('button', { name: 'Deployment API Tokens' }).click();
    const tokens = page.getByRole('dialog', { name: 'API Tokens of the Whole Deployment' });
    await expect(tokens.getByText('The deployment has no API tokens of its own')).toBeVisible();
    await expectAccessible(page, 'the deployment API tokens, empty');
    await tokens.getByRole('button', { name: 'Create Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Audit archive');
    await dialog.getByRole('checkbox', { name: 'events:read' }).check();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    const secret = (await dialog.getByTestId('api-token-secret').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(tokens.getByRole('cell', { name: 'Audit archive', exact: true })).toBeVisible();
    await expectAccessible(page, 'the deployment API tokens');
    await page.screenshot({
      path: test.info().outputPath('deployment-tokens.png'),
      fullPage: true,
    });
    const feed = await request.get('/v2/events?types=io.rushes.project.workspace_changed', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/cloudevents-batch+json');
    const moves: { rushesworkspace: string; data: { workspaceId: string } }[] = await feed.json();
    // the Pilot's move, scoped to the workspace it went to
    const pilotMove = moves.at(-1);
    expect(pilotMove?.rushesworkspace).toBe(pilotMove?.data.workspaceId);
    await page.keyboard.press('Escape');
  });

  await test.step('another workspace is deleted, its project going to the default one', async () => {
    await openTab(page, 'Workspaces');
    await page.getByRole('checkbox', { name: `Select ${doomed}` }).check();
    await expect(page.getByRole('button', { name: 'New Workspace' })).toBeHidden();
    await page.getByRole('button', { name: 'Delete Workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Workspace' });
    await expectAccessible(page, 'the Delete Workspace dialog');
    await dialog.getByRole('button', { name: 'Delete Workspace' }).click();
    await expect(page.getByText('Successfully deleted workspace')).toBeVisible();
    await expect(workspaceRow(page, doomed)).toBeHidden();
    await openWorkspace(page, 'Default');
    await settingsTab(page, 'Projects').click();
    await expect(page.getByRole('cell', { name: orphan, exact: true })).toBeVisible();
  });
});
