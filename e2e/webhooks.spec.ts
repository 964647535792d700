import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAccessible } from './helpers/accessibility.ts';
import { asAdmin, createProject, createWorkspace } from './helpers/graphql.ts';
import { linkPath, nextMail, outboxFiles } from './helpers/mail.ts';
import { uniqueName } from './helpers/names.ts';

const inviteUser = `mutation ($input: InviteUserInput!) {
  inviteUser(input: $input) { user { id } } }`;
const saveWorkspaceUser = `mutation ($input: SaveWorkspaceUserInput!) {
  saveWorkspaceUser(input: $input) { clientMutationId } }`;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An integration's endpoint on 127.0.0.1 (which the e2e app may deliver to): it keeps each POST. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rushes`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tab of the workspace's settings. */
const settingsTab = (page: Page, name: string) =>
  page.getByRole('main').getByRole('tab', { name, exact: true });

/** The answer to the next GraphQL call whose text holds `field`. */
const graphqlDone = (page: Page, field: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/v2/graphql') &&
      (response.request().postData() ?? '').includes(field),
  );

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a workspace admin sends its events to a webhook, verifies one and redelivers it', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  test.info().attach('receiver', { body: receiver.url });
  const studio = uniqueName('Studio');
  const renamed = uniqueName('Studio Renamed');
  const wanda = { email: `wanda-${randomUUID().slice(0, 6)}@studio.test`, name: 'Wanda Webb' };
  let workspaceId = '';
  let secret = '';
  let tokenSecret = '';
  const log = page.getByRole('region', { name: 'Delivery Log' });
  const deliveryRows = log.getByRole('row').filter({ has: page.getByRole('cell') });

  await test.step('Wanda is made Admin of a workspace and joins', async () => {
    const gql = await asAdmin(request);
    const { currentUser } = await gql('{ currentUser { id } }');
    workspaceId = (await gql(createWorkspace, { name: studio })).createWorkspace.workspace.id;
    const input = { workspaceId, name: uniqueName('Pilot'), managerId: currentUser.id };
    const project = (await gql(createProject, input)).createProject.project;
    const seen = await outboxFiles();
    const invited = await gql(inviteUser, { ...wanda, projectId: project.id, roleId: 'viewer' });
    const userId = invited.inviteUser.user.id;
    await gql(saveWorkspaceUser, { workspaceId, userId, isAdmin: true });
    await page.goto(linkPath(await nextMail(seen), '/invite'));
    await page.getByLabel('Password', { exact: true }).fill('webhooks all the way');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  await test.step('she makes a token for the machine that will manage the webhooks', async () => {
    await page.goto(`/workspaces/${encodeURIComponent(workspaceId)}/tokens`);
    await page.getByRole('button', { name: 'Create Token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ticket bridge');
    await dialog.getByRole('checkbox', { name: 'webhooks:manage' }).check();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    tokenSecret = (await dialog.getByTestId('api-token-secret').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('cell', { name: 'Ticket bridge', exact: true })).toBeVisible();
  });

  await test.step('the Webhooks tab, where the mail about a disabled webhook leads, is empty', async () => {
    await page.goto(`/workspaces/${encodeURIComponent(workspaceId)}/webhooks`);
    await expect(settingsTab(page, 'Webhooks')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('This workspace has no webhooks')).toBeVisible();
    await expectAccessible(page, 'the Webhooks tab, empty');
  });

  await test.step('Create Webhook takes the URL, a purpose and workspace.renamed; shows its secret once', async () => {
    await page.getByRole('button', { name: 'Create Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Webhook' });
    await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Ticket bridge');
    await dialog.getByRole('checkbox', { name: 'workspace.renamed' }).check();
    await expect(dialog.getByRole('group', { name: 'Event Types (1 chosen)' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'user.signed_in' })).toHaveCount(0);
    await expectAccessible(page, 'the Create Webhook dialog');
    await shot(page, 'webhook-create');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page, 'the new webhook secret, shown once');
    await shot(page, 'webhook-secret');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row.getByText('Enabled')).toBeVisible();
    await expect(row.getByText('None yet')).toBeVisible();
  });

  await test.step('renaming the workspace is delivered: Succeeded, 200, in the log', async () => {
    await settingsTab(page, 'Settings').click();
    const saved = graphqlDone(page, 'updateWorkspace');
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await saved;
    await settingsTab(page, 'Webhooks').click();
    await page.getByRole('button', { name: 'Deliveries' }).click();
    await expect(deliveryRows).toHaveCount(1);
    const delivery = deliveryRows.first();
    await expect(delivery.getByText('workspace.renamed.v1')).toBeVisible();
    await expect(delivery.getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
    await expect(delivery.getByRole('cell', { name: '200', exact: true })).toBeVisible();
    await expectAccessible(page, 'the delivery log');
  });

  let messageId = '';
  await test.step('the receiver got it signed with the secret the dialog showed', async () => {
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    const headers = post?.headers as Record<string, string>;
    expect(() => new Webhook(secret).verify(post?.body ?? '', headers)).not.toThrow();
    const event = JSON.parse(post?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'io.rushes.workspace.renamed.v1',
      data: { name: renamed },
    });
    messageId = headers['webhook-id'] ?? '';
    expect(messageId).toMatch(/^msg_/);
  });

  await test.step('its details show the attempt, the webhook-id and the payload sent', async () => {
    await deliveryRows.first().getByRole('button', { name: 'Details' }).click();
    await expect(log.getByText(messageId)).toBeVisible();
    await expect(log.getByTestId('webhook-payload')).toContainText(renamed);
    await expectAccessible(page, "a delivery's details");
    await log.screenshot({ path: test.info().outputPath('webhook-log.png') });
    await deliveryRows.first().getByRole('button', { name: 'Details' }).click();
  });

  await test.step('Redeliver sends the same event again, with the same webhook-id', async () => {
    await deliveryRows.first().getByRole('button', { name: 'Redeliver' }).click();
    await expect(page.getByText('Redelivery queued')).toBeVisible();
    await expect(deliveryRows).toHaveCount(2);
    const again = deliveryRows.first();
    await expect(again.getByText('Redelivery')).toBeVisible();
    await expect(again.getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
    expect(receiver.received).toHaveLength(2);
    const post = receiver.received[1];
    expect(post?.headers['webhook-id']).toBe(messageId);
    const headers = post?.headers as Record<string, string>;
    expect(() => new Webhook(secret).verify(post?.body ?? '', headers)).not.toThrow();
  });

  await test.step('Replay from 24 hours ago delivers the rename once more', async () => {
    await log.getByRole('button', { name: 'Replay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replay Events' });
    await expectAccessible(page, 'the Replay Events dialog');
    await shot(page, 'webhook-replay');
    await dialog.getByRole('button', { name: 'Replay', exact: true }).click();
    await expect(
      page.getByText('Replay queued: its deliveries appear in the log as they are made'),
    ).toBeVisible();
    await expect(deliveryRows).toHaveCount(3, { timeout: 30_000 });
    await expect(deliveryRows.first().getByText('Replay')).toBeVisible();
    await expect(deliveryRows.first().getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
  });

  const row = page.getByRole('row').filter({ hasText: receiver.url });
  const menu = async (item: string) => {
    await row.getByRole('button', { name: `Actions for ${receiver.url}` }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  await test.step('Rotate Secret shows the new secret and until when the old one signs', async () => {
    await menu('Rotate Secret');
    const dialog = page.getByRole('dialog', { name: 'Rotate Secret' });
    await expectAccessible(page, 'the Rotate Secret question');
    await dialog.getByRole('button', { name: 'Rotate', exact: true }).click();
    const rotated = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await expect(dialog.getByText(/^The previous secret stays valid until /)).toBeVisible();
    await expectAccessible(page, 'the rotated secret');
    await shot(page, 'webhook-rotated');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('Edit changes its purpose; Disable and Enable switch it off and on', async () => {
    await menu('Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Webhook' });
    await expect(dialog.getByRole('checkbox', { name: 'workspace.renamed' })).toBeChecked();
    await expectAccessible(page, 'the Edit Webhook dialog');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Ticket bridge (staging)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Ticket bridge (staging)')).toBeVisible();

    await menu('Disable');
    const confirm = page.getByRole('dialog', { name: 'Disable Webhook' });
    await expectAccessible(page, 'the Disable Webhook question');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(row.getByText(/^Disabled by an admin on /)).toBeVisible();
    await expectAccessible(page, 'the Webhooks tab with a disabled webhook');
    await page.getByRole('main').screenshot({ path: test.info().outputPath('webhooks.png') });
    await menu('Enable');
    await expect(row.getByText('Enabled')).toBeVisible();
  });

  await test.step("the machine's token sees the webhook made on the screen", async () => {
    const answer = await request.post('/v2/graphql', {
      headers: { authorization: `Bearer ${tokenSecret}` },
      data: {
        query: 'query ($id: ID!) { webhooks(workspaceId: $id) { url description } }',
        variables: { id: workspaceId },
      },
    });
    expect((await answer.json()).data.webhooks).toEqual([
      { url: receiver.url, description: 'Ticket bridge (staging)' },
    ]);
  });

  await test.step('Delete, once confirmed, leaves the tab empty', async () => {
    await menu('Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Webhook' });
    await expectAccessible(page, 'the Delete Webhook question');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This workspace has no webhooks')).toBeVisible();
  });

  await receiver.close();
});
