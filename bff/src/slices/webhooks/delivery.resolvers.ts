import { randomUUID } from 'node:crypto';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationRedeliverWebhookDeliveryArgs,
  MutationReplayWebhookArgs,
  QueryWebhookDeliveriesArgs,
} from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { found, written } from '../access.ts';
import {
  type DeliveryRow,
  deliveredUpTo,
  listDeliveries,
  redeliver,
  requestReplay,
} from './delivery-log.queries.ts';
import { managedWebhook, namedWebhook } from './webhook.access.ts';

type Ctx = MercuriusContext;

const MAX_FIRST = 100;

const cursorOf = (delivery: DeliveryRow) => Buffer.from(`d:${delivery.seq}`).toString('base64url');

/** The queue position a cursor names; VALIDATION_FAILED for anything the log did not give. */
function seqOf(cursor: string): string {
  const match = /^d:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw appError('VALIDATION_FAILED', { field: 'after', rule: 'cursor' });
  return match[1];
}

/** A delivery the caller may see: one of a webhook they manage. */
async function managedDelivery(ctx: RequestContext, id: string) {
  const delivery = await ctx.loaders.webhookDelivery.load(id);
  return delivery && (await managedWebhook(ctx, delivery.webhookId)) ? delivery : null;
}

async function webhookDeliveries(_root: unknown, args: QueryWebhookDeliveriesArgs, ctx: Ctx) {
  const webhook = await namedWebhook(ctx, args.webhookId, 'webhookId');
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST) {
    throw appError('VALIDATION_FAILED', { field: 'first', rule: 'range', min: 1, max: MAX_FIRST });
  }
  const before = args.after ? seqOf(args.after) : null;
  const rows = await listDeliveries(ctx.services.db, webhook.id, first + 1, before);
  const page = rows.slice(0, first);
  const edges = page.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: before !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The same event again, at once, with the same `webhook-id`: a new entry of the log. */
async function redeliverWebhookDelivery(
  _root: unknown,
  { input }: MutationRedeliverWebhookDeliveryArgs,
  ctx: Ctx,
) {
  const { id } = fromGlobalId(input.id, { type: 'WebhookDelivery', field: 'id' });
  const delivery = found(await managedDelivery(ctx, id), 'webhookDelivery');
  const newId = await redeliver(ctx.services.db, delivery, new Date());
  return {
    delivery: written(await ctx.loaders.webhookDelivery.load(newId)),
    clientMutationId: input.clientMutationId ?? null,
  };
}

/**
 * Queues a replay: the background works through the log from `from` up to where deliveries
 * stand now (later events are delivered as they come), adding a delivery for each event the
 * webhook takes, with its usual `webhook-id`.
 */
async function replayWebhook(_root: unknown, { input }: MutationReplayWebhookArgs, ctx: Ctx) {
  const webhook = await namedWebhook(ctx, input.id);
  const now = new Date();
  if (input.from > now) throw appError('VALIDATION_FAILED', { field: 'from', rule: 'past' });
  const { db } = ctx.services;
  const untilSeq = await deliveredUpTo(db);
  await requestReplay(db, {
    id: randomUUID(),
    webhookId: webhook.id,
    fromAt: input.from,
    untilSeq,
    requestedAt: now,
  });
  return { webhook, clientMutationId: input.clientMutationId ?? null };
}

const causes = { event: 'EVENT', redelivery: 'REDELIVERY', replay: 'REPLAY' } as const;
const upper = (value: string | null) => (value === null ? null : value.toUpperCase());

export const deliveryResolvers = {
  Query: { webhookDeliveries },
  Mutation: { redeliverWebhookDelivery, replayWebhook },
  WebhookDelivery: {
    id: (delivery: DeliveryRow) => toGlobalId('WebhookDelivery', delivery.id),
    webhook: async (delivery: DeliveryRow, _args: unknown, ctx: Ctx) =>
      written(await ctx.loaders.webhook.load(delivery.webhookId)),
    eventTime: (delivery: DeliveryRow) => delivery.eventAt,
    payload: (delivery: DeliveryRow) => delivery.body,
    cause: (delivery: DeliveryRow) => causes[delivery.cause as keyof typeof causes],
    status: (delivery: DeliveryRow) => delivery.status.toUpperCase(),
    attemptCount: (delivery: DeliveryRow) => delivery.attempts,
    attempts: (delivery: DeliveryRow, _args: unknown, ctx: Ctx) =>
      ctx.loaders.webhookDeliveryAttempts.load(delivery.id),
    failure: (delivery: DeliveryRow) => upper(delivery.failure),
    nextAttemptAt: (delivery: DeliveryRow) =>
      delivery.status === 'pending' ? delivery.nextAttemptAt : null,
  },
  WebhookDeliveryAttempt: {
    number: (attempt: { attempt: number }) => attempt.attempt,
    failure: (attempt: { failure: string | null }) => upper(attempt.failure),
  },
} satisfies IResolvers;

/** `node(id)` for a WebhookDelivery: to those who manage its webhook. */
export const webhookDeliveryNode = (ctx: RequestContext, id: string) => managedDelivery(ctx, id);
