import { type CloudEvent, HTTP } from 'cloudevents';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { createAddressGuard } from './address-guard.ts';
import {
  eventually,
  type Receiver,
  startReceiver,
  startWebhookWorld,
  testClock,
  type WebhookWorld,
} from './webhook.fixture.ts';
import { signDelivery } from './webhook-signature.ts';

const HOUR = 3_600_000;
const rotate = `mutation ($input: RotateWebhookSecretInput!) {
  rotateWebhookSecret(input: $input) { secret previousSecretValidUntil } }`;
const deleteWebhook = `mutation ($input: DeleteWebhookInput!) {
  deleteWebhook(input: $input) { deletedWebhookId } }`;
const deliveriesOf = `query ($id: ID!) { webhookDeliveries(webhookId: $id, first: 100) {
  edges { node { messageId eventType subject status attemptCount responseCode latencyMs failure
    attempts { number responseCode failure } } } } }`;

/** The renames a receiver handled for one folder, in the order it handled them. */
const namesOf = (receiver: Receiver, folderId: string) =>
  receiver
    .handled()
    .filter(({ event }) => event.subject === `folders/${fromGlobalId(folderId).id}`)
    .map(({ event }) => (event.data as { name: string }).name);

/**
 * Deliveries as a receiver meets them: signed CloudEvents POSTed to a real HTTP server on
 * 127.0.0.1 (allowed through RUSHES_WEBHOOK_ALLOW_PRIVATE), in order per subject, retried until
 * the receiver is back, signed with both secrets while a rotation overlaps, and never sent to an
 * address the deployment refuses.
 */
describe('webhook deliveries', () => {
  let world: WebhookWorld;
  let receiver: Receiver;

  beforeAll(async () => {
    world = await startWebhookWorld();
    receiver = await startReceiver();
  }, 60_000);
  afterAll(async () => {
    await world?.close();
    await receiver?.close();
  });

  it('POSTs each event as a signed CloudEvent, in order for each subject', async () => {
    const { secret, id } = await world.webhook(receiver.url);
    const stop = world.deliver();
    const first = await world.folderWithRenames(3);
    const second = await world.folderWithRenames(2);
    await eventually(() => expect(receiver.handled()).toHaveLength(7));
    await stop();

    const [one] = receiver.received;
    expect(one?.headers['content-type']).toBe('application/cloudevents+json; charset=utf-8');
    expect(one?.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    const verifier = new Webhook(secret);
    for (const { headers, body } of receiver.received) {
      expect(() => verifier.verify(body, headers as Record<string, string>)).not.toThrow();
      const event = HTTP.toEvent({ headers, body }) as CloudEvent;
      expect(event.specversion).toBe('1.0');
      expect(event.rushesworkspace).toBe(fromGlobalId(world.workspaceId).id);
    }
    expect(namesOf(receiver, first)).toEqual(['F1', 'F2', 'F3', 'F4']);
    expect(namesOf(receiver, second)).toEqual(['F5', 'F6', 'F7']);
    expect(receiver.received.map(({ event }) => event.type)).toContain(
      'io.rushes.folder.renamed.v1',
    );

    const log = await world.gql(deliveriesOf, { id });
    const nodes = log.data?.webhookDeliveries.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes).toHaveLength(7);
    expect(nodes[0]).toMatchObject({ status: 'SUCCEEDED', attemptCount: 1, responseCode: 204 });
    expect(nodes[0].latencyMs).toBeGreaterThanOrEqual(0);
    const last = await world.gql(
      `query ($id: ID!) { node(id: $id) { ... on Webhook { lastDelivery { messageId status } } } }`,
      { id },
    );
    expect(last.data?.node.lastDelivery).toEqual({
      messageId: nodes[0].messageId,
      status: 'SUCCEEDED',
    });
    await world.gql(deleteWebhook, { input: { id } });
  });

  it('retries while the receiver is down, and it gets every event once back', async () => {
    receiver.received.length = 0;
    const clock = testClock();
    receiver.answerWith(() => 503);
    const { id } = await world.webhook(receiver.url);
    const stop = world.deliver({ clock: clock.now, random: () => 0 });
    const folder = await world.folderWithRenames(2);
    // Only the subject's first event is tried: the later ones wait behind it.
    await eventually(() => expect(receiver.received).toHaveLength(1));
    clock.advance(5_000);
    await eventually(() => expect(receiver.received).toHaveLength(2));
    expect(
      receiver.received.every(({ event }) => event.type === 'io.rushes.folder.created.v1'),
    ).toBe(true);
    await eventually(async () => {
      const waiting = await world.gql(deliveriesOf, { id });
      const statuses = waiting.data?.webhookDeliveries.edges.map(
        (edge: { node: { status: string } }) => edge.node.status,
      );
      expect(statuses).toEqual(['PENDING', 'PENDING', 'PENDING']);
    });

    receiver.answerWith(() => 200);
    clock.advance(25_000);
    await eventually(() => expect(receiver.handled()).toHaveLength(3));
    await stop();
    expect(namesOf(receiver, folder)).toEqual(['F8', 'F9', 'F10']);
    const log = await world.gql(deliveriesOf, { id });
    const created = log.data?.webhookDeliveries.edges.at(-1).node;
    expect(created).toMatchObject({ status: 'SUCCEEDED', attemptCount: 3, responseCode: 200 });
    expect(created.attempts).toEqual([
      { number: 1, responseCode: 503, failure: 'HTTP_STATUS' },
      { number: 2, responseCode: 503, failure: 'HTTP_STATUS' },
      { number: 3, responseCode: 200, failure: null },
    ]);
    await world.gql(deleteWebhook, { input: { id } });
  });

  it('signs with the new and the previous secret for 24 hours after a rotation', async () => {
    receiver.received.length = 0;
    const clock = testClock();
    const { secret: previous, id } = await world.webhook(receiver.url);
    const rotated = await world.gql(rotate, { input: { id } });
    const { secret: current, previousSecretValidUntil } = rotated.data?.rotateWebhookSecret ?? {};
    expect(current).not.toBe(previous);
    expect(Date.parse(previousSecretValidUntil) - Date.now()).toBeGreaterThan(23.9 * HOUR);

    let stop = world.deliver({ clock: clock.now });
    await world.folderWithRenames(0);
    await eventually(() => expect(receiver.received).toHaveLength(1));
    await stop();
    const [during] = receiver.received;
    expect(String(during?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) {
      expect(() =>
        new Webhook(secret).verify(during?.body ?? '', during?.headers as Record<string, string>),
      ).not.toThrow();
    }

    clock.advance(25 * HOUR);
    stop = world.deliver({ clock: clock.now });
    await world.folderWithRenames(0);
    await eventually(() => expect(receiver.received).toHaveLength(2));
    await stop();
    const later = receiver.received[1];
    const headers = later?.headers ?? {};
    const timestamp = new Date(Number(headers['webhook-timestamp']) * 1000);
    const message = { id: String(headers['webhook-id']), timestamp, body: later?.body ?? '' };
    expect(headers['webhook-signature']).toBe(
      signDelivery([current], message)['webhook-signature'],
    );
    await world.gql(deleteWebhook, { input: { id } });
  });

  it('sends nothing to an address it refuses, follows no redirect, and gives up waiting', async () => {
    receiver.received.length = 0;
    const refusing = await world.webhook(receiver.url.replace('127.0.0.1', 'hooks.internal.test'));
    const redirected = await world.webhook(receiver.url);
    receiver.answerWith(() => 302);
    const stop = world.deliver({
      guard: createAddressGuard(''),
      lookUp: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    await world.folderWithRenames(0);
    const last = async (webhookId: string) =>
      (await world.gql(deliveriesOf, { id: webhookId })).data?.webhookDeliveries.edges[0]?.node;
    // The allow list of this dispatcher is empty: 127.0.0.1 is refused for both webhooks.
    await eventually(async () =>
      expect(await last(refusing.id)).toMatchObject({
        failure: 'ADDRESS_REFUSED',
        responseCode: null,
      }),
    );
    await eventually(async () =>
      expect(await last(redirected.id)).toMatchObject({ failure: 'ADDRESS_REFUSED' }),
    );
    await stop();
    expect(receiver.received).toEqual([]);

    const open = world.deliver({ lookUp: async () => [{ address: '127.0.0.1', family: 4 }] });
    await world.folderWithRenames(0);
    await eventually(() => expect(receiver.received.length).toBeGreaterThanOrEqual(2));
    await eventually(async () =>
      expect(await last(redirected.id)).toMatchObject({
        failure: 'HTTP_STATUS',
        responseCode: 302,
      }),
    );
    await open();
    // The redirect's target (`/followed` on the same receiver) was never asked.
    expect(receiver.received.map(({ path }) => path)).not.toContain('/followed');

    receiver.received.length = 0;
    receiver.answerWith(() => 'hold');
    const impatient = world.deliver({ timeoutMs: 200 });
    await world.folderWithRenames(0);
    await eventually(async () =>
      expect(await last(redirected.id)).toMatchObject({ failure: 'TIMEOUT' }),
    );
    await impatient();
    receiver.release();
  });

  it('refuses a webhook to a private address literal or a scheme it does not speak', async () => {
    const attempt = (url: string) =>
      world.gql(
        `mutation ($input: CreateWebhookInput!) {
        createWebhook(input: $input) { secret } }`,
        {
          input: { workspaceId: world.workspaceId, url, eventTypes: ['io.rushes.folder.created'] },
        },
      );
    const codeOf = async (url: string) => (await attempt(url)).errors?.[0]?.extensions;
    expect(await codeOf('http://10.1.2.3/hook')).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'url', rule: 'address', kind: 'private' },
    });
    expect(await codeOf('http://[fe80::1]/hook')).toMatchObject({
      data: { field: 'url', rule: 'address', kind: 'link-local' },
    });
    expect(await codeOf('http://169.254.169.254/latest/meta-data')).toMatchObject({
      data: { rule: 'address', kind: 'link-local' },
    });
    expect(await codeOf('http://localhost:9/hook')).toBeUndefined(); // 127.0.0.1 is allowed here
    expect(await codeOf('http://127.0.0.2/hook')).toMatchObject({ data: { kind: 'loopback' } });
    expect(await codeOf('gopher://hooks.example.com/')).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { field: 'url', rule: 'scheme' },
    });
  });
});
