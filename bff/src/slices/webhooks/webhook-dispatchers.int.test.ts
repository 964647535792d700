import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import {
  eventually,
  type Receiver,
  startReceiver,
  startWebhookWorld,
  testClock,
  type WebhookWorld,
} from './webhook.fixture.ts';

const DAY = 86_400_000;
const webhookState = `query ($id: ID!) { node(id: $id) { ... on Webhook {
  isEnabled disabledReason failingSince } } }`;
const deliveriesOf = `query ($id: ID!) { webhookDeliveries(webhookId: $id, first: 100) {
  edges { node { id messageId status cause subject eventId } } } }`;
const deleteWebhook = `mutation ($input: DeleteWebhookInput!) {
  deleteWebhook(input: $input) { deletedWebhookId } }`;

type Node = { id: string; messageId: string; status: string; cause: string; eventId: string };

/**
 * Deliveries shared by several BFFs and kept through failures: a dispatcher that stops
 * mid-delivery loses nothing and doubles nothing (by webhook-id); an endpoint that fails for 3
 * days is disabled and its workspace's admins mailed; one redelivery or a replay from a moment
 * sends events again under their webhook-ids.
 */
describe('webhook dispatchers', () => {
  let world: WebhookWorld;
  let receiver: Receiver;

  const deliveries = async (id: string): Promise<Node[]> =>
    (await world.gql(deliveriesOf, { id })).data?.webhookDeliveries.edges.map(
      (edge: { node: Node }) => edge.node,
    );

  beforeAll(async () => {
    world = await startWebhookWorld();
    receiver = await startReceiver();
  }, 60_000);
  afterAll(async () => {
    await world?.close();
    await receiver?.close();
  });

  it('loses and doubles nothing when a dispatcher stops mid-delivery', async () => {
    const { id } = await world.webhook(receiver.url);
    // The first dispatcher's requests hang: it stops (or dies) before any answer comes.
    receiver.answerWith(() => 'hold');
    const first = world.deliver({ timeoutMs: 60_000 });
    await world.folderWithRenames(1);
    await world.folderWithRenames(1);
    await eventually(() => expect(receiver.received).toHaveLength(2));
    // A second BFF takes over once the first's lease has run out (its clock says so).
    receiver.answerWith(() => 204);
    const later = testClock(new Date(Date.now() + 2 * 60_000));
    const second = world.deliver({ clock: later.now });
    await eventually(() => expect(receiver.handled()).toHaveLength(4));
    // The first answers late; what it would record no longer counts.
    receiver.release(204);
    await first();
    await second();

    const log = await deliveries(id);
    expect(log).toHaveLength(4);
    expect(log.every((node) => node.status === 'SUCCEEDED')).toBe(true);
    const ids = receiver.received.map(({ headers }) => String(headers['webhook-id']));
    expect(new Set(ids)).toEqual(new Set(log.map((node) => node.messageId)));
    // Each event under one webhook-id: redeliveries repeat it, never a new one.
    const byEvent = new Map(
      receiver.received.map(({ event, headers }) => [event.id, headers['webhook-id']]),
    );
    for (const { event, headers } of receiver.received) {
      expect(headers['webhook-id']).toBe(byEvent.get(event.id));
    }
    await world.gql(deleteWebhook, { input: { id } });
  });

  it('hands back what is in flight when it stops cleanly, for another to deliver at once', async () => {
    receiver.received.length = 0;
    const { id } = await world.webhook(receiver.url);
    receiver.answerWith(() => 'hold');
    const first = world.deliver({ timeoutMs: 60_000 });
    await world.folderWithRenames(0);
    await eventually(() => expect(receiver.received).toHaveLength(1));
    await first();
    receiver.answerWith(() => 204);
    const second = world.deliver();
    await eventually(async () => expect((await deliveries(id))[0]?.status).toBe('SUCCEEDED'));
    await second();
    receiver.release();
    expect(new Set(receiver.received.map(({ headers }) => headers['webhook-id'])).size).toBe(1);
    await world.gql(deleteWebhook, { input: { id } });
  });

  it('disables an endpoint failing for 3 days, says why, and mails the admins', async () => {
    receiver.received.length = 0;
    const wanda = await world.bff.addUser('Wanda Admin', 'wanda@rushes.test');
    await world.gql(
      `mutation ($input: SaveWorkspaceUserInput!) {
      saveWorkspaceUser(input: $input) { clientMutationId } }`,
      {
        input: {
          workspaceId: world.workspaceId,
          userId: toGlobalId('User', wanda.userId),
          isAdmin: true,
        },
      },
    );
    const { id } = await world.webhook(receiver.url);
    receiver.answerWith(() => 500);
    const clock = testClock();
    const stop = world.deliver({ clock: clock.now });
    await world.folderWithRenames(0);
    await eventually(async () =>
      expect((await world.gql(webhookState, { id })).data?.node.failingSince).not.toBeNull(),
    );
    clock.advance(3 * DAY);
    await world.folderWithRenames(0);
    await eventually(async () =>
      expect((await world.gql(webhookState, { id })).data?.node).toMatchObject({
        isEnabled: false,
        disabledReason: 'FAILING',
      }),
    );
    const tried = receiver.received.length;
    await world.folderWithRenames(0);
    clock.advance(DAY);
    await stop();
    expect(receiver.received).toHaveLength(tried);

    const commits = await world.bff.services.store.readAll(0, 10_000);
    const disabled = commits
      .flatMap((commit) => commit.events.map((event) => ({ event, actor: commit.meta.actor })))
      .filter(({ event }) => event.type === 'webhook.disabled');
    expect(disabled.map(({ event, actor }) => [event.data, actor])).toEqual([
      [
        {
          id: fromGlobalId(id).id,
          workspaceId: fromGlobalId(world.workspaceId).id,
          reason: 'failing',
        },
        { kind: 'system' },
      ],
    ]);
    const mails = (await world.bff.mails()).filter((mail) => mail.to === 'wanda@rushes.test');
    expect(mails.map((mail) => mail.subject)).toEqual(['A webhook of Features was disabled']);
    expect(mails[0]?.text).toContain('failed every delivery for 3 days');
    expect(mails[0]?.text).toContain(new URL(receiver.url).origin);
    expect(mails[0]?.text).not.toContain('team=post');
  });

  it('disables at once an endpoint answering 410 Gone', async () => {
    const { id } = await world.webhook(receiver.url);
    receiver.answerWith(() => 410);
    const stop = world.deliver();
    await world.folderWithRenames(0);
    await eventually(async () =>
      expect((await world.gql(webhookState, { id })).data?.node).toMatchObject({
        isEnabled: false,
        disabledReason: 'GONE',
      }),
    );
    await stop();
    expect((await deliveries(id))[0]?.status).toBe('FAILED');
  });

  it('redelivers one delivery and replays every event from a moment, under their webhook-ids', async () => {
    receiver.received.length = 0;
    receiver.answerWith(() => 204);
    const { id } = await world.webhook(receiver.url);
    const stop = world.deliver();
    await world.folderWithRenames(1);
    const from = new Date();
    await world.folderWithRenames(2);
    await eventually(() => expect(receiver.received).toHaveLength(5));
    const before = await deliveries(id);
    const oldest = before.at(-1);

    const redelivered = await world.gql(
      `mutation ($input: RedeliverWebhookDeliveryInput!) {
      redeliverWebhookDelivery(input: $input) { delivery { messageId cause status } } }`,
      {
        input: { id: oldest?.id },
      },
    );
    expect(redelivered.data?.redeliverWebhookDelivery.delivery).toMatchObject({
      messageId: oldest?.messageId,
      cause: 'REDELIVERY',
    });
    await eventually(() => expect(receiver.received).toHaveLength(6));
    expect(receiver.received[5]?.headers['webhook-id']).toBe(oldest?.messageId);

    const replayed = await world.gql(
      `mutation ($input: ReplayWebhookInput!) {
      replayWebhook(input: $input) { webhook { id } } }`,
      {
        input: { id, from: from.toISOString() },
      },
    );
    expect(replayed.errors).toBeUndefined();
    await eventually(() => expect(receiver.received).toHaveLength(9));
    await stop();
    const again = receiver.received.slice(6);
    // The events since `from`: the newest three of the log, sent again oldest first.
    const since = before.slice(0, 3).reverse();
    expect(again.map(({ headers }) => headers['webhook-id'])).toEqual(
      since.map((node) => node.messageId),
    );
    const log = await deliveries(id);
    expect(log.filter((node) => node.cause === 'REPLAY')).toHaveLength(3);
  });

  it('refuses a replay from the future', async () => {
    const { id } = await world.webhook(receiver.url);
    const answer = await world.gql(
      `mutation ($input: ReplayWebhookInput!) {
      replayWebhook(input: $input) { webhook { id } } }`,
      {
        input: { id, from: new Date(Date.now() + DAY).toISOString() },
      },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'from', rule: 'past' },
    });
  });
});
