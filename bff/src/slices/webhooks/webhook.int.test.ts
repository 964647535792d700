import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { makeApiToken } from '../api-tokens/api-token.fixture.ts';
import { type AccessWorld, startAccessWorld } from '../members/member.fixture.ts';

const fields = 'id url eventTypes description isEnabled disabledReason secretRotatedAt';
const create = `mutation ($input: CreateWebhookInput!) {
  createWebhook(input: $input) {
    secret webhook { ${fields} lastDelivery { id } workspace { id } } } }`;
const update = `mutation ($input: UpdateWebhookInput!) {
  updateWebhook(input: $input) { webhook { ${fields} } } }`;
const rotate = `mutation ($input: RotateWebhookSecretInput!) {
  rotateWebhookSecret(input: $input) { secret webhook { secretRotatedAt } } }`;
const disable = `mutation ($input: DisableWebhookInput!) {
  disableWebhook(input: $input) { webhook { isEnabled disabledReason disabledAt } } }`;
const enable = `mutation ($input: EnableWebhookInput!) {
  enableWebhook(input: $input) { webhook { isEnabled disabledReason } } }`;
const remove = `mutation ($input: DeleteWebhookInput!) {
  deleteWebhook(input: $input) { deletedWebhookId } }`;
const list = `query ($id: ID!) { webhooks(workspaceId: $id) { id description } }`;

// Event types nothing in this test makes: no delivery leaves it.
const eventTypes = ['io.rushes.user.deleted'];

/**
 * A workspace's webhooks through GraphQL: made with a secret shown once, changed, rotated,
 * disabled and enabled, deleted; managed by the workspace's admins and by a machine holding
 * `webhooks:manage`; every change an event of the log that holds no secret.
 */
describe('webhooks', () => {
  let world: AccessWorld;
  beforeAll(async () => {
    world = await startAccessWorld();
  }, 60_000);
  afterAll(() => world?.bff.close());

  const as = (token: string, query: string, input: Record<string, unknown>) =>
    world.bff.gql(token, query, { input });

  it('is made, changed, rotated, disabled, enabled and deleted by a workspace admin', async () => {
    const wanda = world.tokens.wanda;
    const made = await as(wanda, create, {
      workspaceId: world.workspaceId,
      url: 'https://hooks.example.com/rushes',
      eventTypes,
      description: ' Bin sync ',
    });
    expect(made.errors).toBeUndefined();
    const { secret, webhook } = made.data?.createWebhook ?? {};
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook).toMatchObject({
      url: 'https://hooks.example.com/rushes',
      eventTypes,
      description: 'Bin sync',
      isEnabled: true,
      disabledReason: null,
      secretRotatedAt: null,
      lastDelivery: null,
      workspace: { id: world.workspaceId },
    });
    const id = webhook.id;

    const changed = await as(wanda, update, { id, eventTypes: ['io.rushes.comment.added'] });
    expect(changed.data?.updateWebhook.webhook).toMatchObject({
      url: 'https://hooks.example.com/rushes',
      eventTypes: ['io.rushes.comment.added'],
    });
    const rotated = await as(wanda, rotate, { id });
    expect(rotated.data?.rotateWebhookSecret.secret).not.toBe(secret);
    expect(rotated.data?.rotateWebhookSecret.webhook.secretRotatedAt).not.toBeNull();
    expect((await as(wanda, disable, { id })).data?.disableWebhook.webhook).toMatchObject({
      isEnabled: false,
      disabledReason: 'MANUAL',
    });
    expect((await as(wanda, enable, { id })).data?.enableWebhook.webhook).toEqual({
      isEnabled: true,
      disabledReason: null,
    });
    expect((await world.bff.gql(wanda, list, { id: world.workspaceId })).data?.webhooks).toEqual([
      { id, description: 'Bin sync' },
    ]);
    expect((await as(wanda, remove, { id })).data?.deleteWebhook.deletedWebhookId).toBe(id);
    expect((await world.bff.gql(wanda, list, { id: world.workspaceId })).data?.webhooks).toEqual(
      [],
    );

    const { db } = world.bff.services;
    const webhookId = fromGlobalId(id).id;
    expect(
      await db.selectFrom('webhookSecret').where('webhookId', '=', webhookId).selectAll().execute(),
    ).toEqual([]);
    const commits = await world.bff.services.store.readAll(0, 10_000);
    const types = commits
      .filter((commit) => commit.stream === `webhook.${webhookId}`)
      .flatMap((commit) => commit.events.map((event) => event.type));
    expect(types).toEqual([
      'webhook.created',
      'webhook.updated',
      'webhook.secret_rotated',
      'webhook.disabled',
      'webhook.enabled',
      'webhook.deleted',
    ]);
    const log = JSON.stringify(commits);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(rotated.data?.rotateWebhookSecret.secret);
    expect(log).not.toContain(secret.slice(6));
  });

  it('is managed by a machine whose token holds webhooks:manage, and by no other', async () => {
    const wanda = world.tokens.wanda;
    const managing = await makeApiToken(world.bff, wanda, {
      workspaceId: world.workspaceId,
      scopes: ['webhooks:manage'],
    });
    const reading = await makeApiToken(world.bff, wanda, {
      workspaceId: world.workspaceId,
      scopes: ['events:read'],
    });
    const input = {
      workspaceId: world.workspaceId,
      url: 'https://hooks.example.com/m',
      eventTypes,
    };
    const made = await as(managing.secret, create, input);
    expect(made.errors).toBeUndefined();
    const refused = await as(reading.secret, create, input);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mia = await as(world.tokens.mia, create, input);
    expect(mia.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const id = made.data?.createWebhook.webhook.id;
    const seen = await world.bff.gql(reading.secret, `query ($id: ID!) { node(id: $id) { id } }`, {
      id,
    });
    expect(seen.data?.node).toBeNull();
    expect((await as(managing.secret, remove, { id })).errors).toBeUndefined();
  });

  it('lists the event types a webhook takes to anyone signed in, without the deployment’s', async () => {
    const answer = await world.bff.gql(
      world.tokens.mia,
      '{ webhookEventTypes { type summary versions } }',
    );
    const listed: { type: string; versions: string[] }[] = answer.data?.webhookEventTypes ?? [];
    expect(listed).toContainEqual({
      type: 'io.rushes.workspace.renamed',
      summary: 'A workspace has a new name.',
      versions: ['io.rushes.workspace.renamed.v1'],
    });
    const names = listed.map((listedType) => listedType.type);
    expect(names).toContain('io.rushes.comment.added');
    expect(names).not.toContain('io.rushes.user.signed_in');
    const made = await as(world.tokens.wanda, create, {
      workspaceId: world.workspaceId,
      url: 'https://hooks.example.com/all',
      eventTypes: [...names, ...listed.flatMap((listedType) => listedType.versions)],
    });
    expect(made.errors).toBeUndefined();
    const id = made.data?.createWebhook.webhook.id;
    expect((await as(world.tokens.wanda, remove, { id })).errors).toBeUndefined();
  });

  it('refuses what the catalogue does not have, and lists deliveries with cursors it checks', async () => {
    const wanda = world.tokens.wanda;
    const wrong = await as(wanda, create, {
      workspaceId: world.workspaceId,
      url: 'https://hooks.example.com/x',
      eventTypes: ['io.rushes.job.started'],
    });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'eventTypes', rule: 'type', type: 'io.rushes.job.started' },
    });
    const made = await as(wanda, create, {
      workspaceId: world.workspaceId,
      url: 'https://hooks.example.com/x',
      eventTypes,
    });
    const id = made.data?.createWebhook.webhook.id;
    const page = (after: string | null, first = 20) =>
      world.bff.gql(
        wanda,
        `query ($id: ID!, $first: Int, $after: String) {
          webhookDeliveries(webhookId: $id, first: $first, after: $after) {
            edges { cursor } pageInfo { hasNextPage endCursor } } }`,
        { id, first, after },
      );
    expect((await page(null)).data?.webhookDeliveries).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
    expect((await page('junk')).errors?.[0]?.extensions?.data).toEqual({
      field: 'after',
      rule: 'cursor',
    });
    expect((await page(null, 101)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
