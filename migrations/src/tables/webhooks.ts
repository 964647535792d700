import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Mark = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A bigint, which pg reads as text. */
type Seq = ColumnType<string, number | string, number | string>;
type Serial = ColumnType<string, never, never>;

/**
 * `webhook`: a workspace's webhooks as their events say (a read model). `createdSeq` is the commit
 * that made it: it receives the events after it. A deleted webhook has no row.
 */
export interface WebhookTable {
  id: string;
  workspaceId: string;
  url: string;
  eventTypes: string[];
  description: string;
  enabled: boolean;
  /** `manual`, `failing` or `gone` while disabled. */
  disabledReason: string | null;
  disabledAt: Mark;
  createdSeq: Seq;
  createdAt: Timestamp;
  /** The user who made it; null for a machine's or Rushes' own. */
  createdBy: string | null;
  updatedAt: Timestamp;
  secretRotatedAt: Mark;
}

/**
 * `webhook_secret`: a webhook's signing secrets, sealed (the BFF's operational state, never in the
 * log). The current one has no `expiresAt`; a rotated one signs too until it.
 */
export interface WebhookSecretTable {
  id: Generated<string>;
  webhookId: string;
  sealed: string;
  createdAt: Timestamp;
  expiresAt: Mark;
}

/** `webhook_cursor`: the last event of the log the deliveries were made for (one row). */
export interface WebhookCursorTable {
  name: string;
  seq: Seq;
  index: number;
}

/**
 * `webhook_replay`: a replay asked for, worked through by the enqueuer: the webhook's events from
 * `fromAt` up to the commit `untilSeq`; `afterSeq`/`afterIndex` is how far it got (null: not
 * started).
 */
export interface WebhookReplayTable {
  id: string;
  webhookId: string;
  fromAt: Timestamp;
  untilSeq: Seq;
  afterSeq: ColumnType<string | null, number | string | null, number | string | null>;
  afterIndex: number | null;
  requestedAt: Timestamp;
}

/**
 * `webhook_delivery`: one event to deliver to one webhook, and how that went. `messageId` is the
 * `webhook-id` its receiver dedupes by, the same for every delivery of that event to that webhook;
 * `body` the exact bytes signed. `cause`: `event` (the log), `redelivery` or `replay`. `status`:
 * `pending`, `delivering` (leased until `leaseUntil`), `succeeded` or `failed` (given up).
 */
export interface WebhookDeliveryTable {
  id: Generated<string>;
  /** The order deliveries were queued in. */
  seq: Serial;
  webhookId: string;
  messageId: string;
  eventId: string;
  eventType: string;
  subject: string;
  eventAt: Timestamp;
  body: string;
  cause: string;
  status: string;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  leaseUntil: Mark;
  firstAttemptAt: Mark;
  lastAttemptAt: Mark;
  responseCode: number | null;
  latencyMs: number | null;
  failure: string | null;
  createdAt: Timestamp;
  finishedAt: Mark;
}

/** `webhook_delivery_attempt`: each attempt of a delivery, for its log. */
export interface WebhookDeliveryAttemptTable {
  deliveryId: string;
  attempt: number;
  at: Timestamp;
  responseCode: number | null;
  latencyMs: number;
  failure: string | null;
}

/** `webhook_health`: since when an endpoint has failed every attempt (null: it answers). */
export interface WebhookHealthTable {
  webhookId: string;
  failingSince: Mark;
  lastSuccessAt: Mark;
}
