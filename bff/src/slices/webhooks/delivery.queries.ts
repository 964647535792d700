import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<Database>;

/** Why a delivery was made: the log's event, someone's redelivery, or a replay. */
export type DeliveryCause = 'event' | 'redelivery' | 'replay';
export type DeliveryStatus = 'pending' | 'delivering' | 'succeeded' | 'failed';

/** One event to deliver to one webhook. */
export interface NewDelivery {
  webhookId: string;
  messageId: string;
  eventId: string;
  eventType: string;
  subject: string;
  eventAt: string;
  body: string;
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 2_000;

/**
 * Queues deliveries, due at `now`. The log's events (`cause` event) go in once per webhook
 * whoever enqueues them again; redeliveries and replays are new rows.
 */
export async function enqueueDeliveries(
  db: Db,
  deliveries: readonly NewDelivery[],
  cause: DeliveryCause,
  now: Date,
): Promise<void> {
  for (let start = 0; start < deliveries.length; start += ROWS_PER_INSERT) {
    const values = deliveries.slice(start, start + ROWS_PER_INSERT).map((delivery) => ({
      ...delivery,
      cause,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    }));
    await db
      .insertInto('webhookDelivery')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['webhookId', 'eventId']).where('cause', '=', 'event').doNothing(),
      )
      .execute();
  }
}

/** A delivery a dispatcher holds: its `attempts` is the attempt it makes, and its fence. */
export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  url: string;
  messageId: string;
  body: string;
  attempts: number;
  firstAttemptAt: Date;
}

/**
 * Takes up to `limit` deliveries due at `now` for this dispatcher until `leaseUntil`: pending ones
 * whose time has come, and those whose holder's lease ran out (it stopped mid-delivery). Only the
 * oldest unfinished delivery of each webhook and subject is due, so a later event of a subject
 * waits for the earlier to be delivered or given up. Rows another dispatcher is taking are skipped.
 */
export async function claimDeliveries(
  db: Db,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery>`
    UPDATE webhook_delivery AS d
    SET status = 'delivering', lease_until = ${leaseUntil}, attempts = d.attempts + 1,
      first_attempt_at = coalesce(d.first_attempt_at, ${now})
    FROM webhook AS w
    WHERE w.id = d.webhook_id AND d.id IN (
      SELECT c.id FROM webhook_delivery AS c
      JOIN webhook AS h ON h.id = c.webhook_id AND h.enabled
      WHERE ((c.status = 'pending' AND c.next_attempt_at <= ${now})
          OR (c.status = 'delivering' AND c.lease_until <= ${now}))
        AND NOT EXISTS (
          SELECT 1 FROM webhook_delivery AS e
          WHERE e.webhook_id = c.webhook_id AND e.subject = c.subject AND e.seq < c.seq
            AND e.status IN ('pending', 'delivering')
        )
      ORDER BY c.next_attempt_at, c.seq
      LIMIT ${limit}
      FOR UPDATE OF c SKIP LOCKED
    )
    RETURNING d.id, d.webhook_id AS "webhookId", w.url, d.message_id AS "messageId", d.body,
      d.attempts, d.first_attempt_at AS "firstAttemptAt"
  `.execute(db);
  return rows;
}

/** How one attempt went. */
export interface AttemptOutcome {
  at: Date;
  latencyMs: number;
  responseCode: number | null;
  /** Null when the receiver answered 2xx. */
  failure: string | null;
  /** What follows: delivered, tried again at `nextAttemptAt`, or given up. */
  status: 'succeeded' | 'pending' | 'failed';
  nextAttemptAt: Date | null;
}

/**
 * Records an attempt, if the delivery is still this dispatcher's (no other took it over since its
 * lease ran out); answers whether it was.
 */
export async function recordAttempt(
  db: Db,
  claimed: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const finished = outcome.status !== 'pending';
    const updated = await trx
      .updateTable('webhookDelivery')
      .set({
        status: outcome.status,
        leaseUntil: null,
        lastAttemptAt: outcome.at,
        responseCode: outcome.responseCode,
        latencyMs: outcome.latencyMs,
        failure: outcome.failure,
        ...(outcome.nextAttemptAt && { nextAttemptAt: outcome.nextAttemptAt }),
        finishedAt: finished ? outcome.at : null,
      })
      .where('id', '=', claimed.id)
      .where('status', '=', 'delivering')
      .where('attempts', '=', claimed.attempts)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx
      .insertInto('webhookDeliveryAttempt')
      .values({
        deliveryId: claimed.id,
        attempt: claimed.attempts,
        at: outcome.at,
        responseCode: outcome.responseCode,
        latencyMs: outcome.latencyMs,
        failure: outcome.failure,
      })
      .execute();
    return true;
  });
}

/** Hands deliveries back unattempted (a dispatcher stopping): due again at once, for anyone. */
export async function releaseDeliveries(db: Db, claims: readonly ClaimedDelivery[], now: Date) {
  for (const claimed of claims) {
    await db
      .updateTable('webhookDelivery')
      .set((eb) => ({
        status: 'pending',
        leaseUntil: null,
        nextAttemptAt: now,
        attempts: eb('attempts', '-', 1),
      }))
      .where('id', '=', claimed.id)
      .where('status', '=', 'delivering')
      .where('attempts', '=', claimed.attempts)
      .execute();
  }
}

/**
 * Since when the webhook's endpoint has failed every attempt, after this failure at `at` (a
 * success clears it). Concurrent dispatchers keep the earliest.
 */
export async function markFailing(db: Db, webhookId: string, at: Date): Promise<Date> {
  const row = await db
    .insertInto('webhookHealth')
    .values({ webhookId, failingSince: at })
    .onConflict((oc) =>
      oc.column('webhookId').doUpdateSet({
        failingSince: sql`coalesce(webhook_health.failing_since, excluded.failing_since)`,
      }),
    )
    .returning('failingSince')
    .executeTakeFirstOrThrow();
  return row.failingSince ?? at;
}

/** The endpoint answered: it is failing no longer. */
export const markAnswering = (db: Db, webhookId: string, at: Date) =>
  db
    .insertInto('webhookHealth')
    .values({ webhookId, failingSince: null, lastSuccessAt: at })
    .onConflict((oc) =>
      oc.column('webhookId').doUpdateSet({ failingSince: null, lastSuccessAt: at }),
    )
    .execute();

/** A webhook enabled again starts with a clean record. */
export const clearHealth = (db: Db, webhookId: string) =>
  db.deleteFrom('webhookHealth').where('webhookId', '=', webhookId).execute();

/** Everything the BFF kept for a deleted webhook: secrets, deliveries, attempts, replays. */
export async function forgetWebhook(db: Db, webhookId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('webhookDeliveryAttempt')
      .where('deliveryId', 'in', (eb) =>
        eb.selectFrom('webhookDelivery').select('id').where('webhookId', '=', webhookId),
      )
      .execute();
    for (const table of [
      'webhookDelivery',
      'webhookSecret',
      'webhookReplay',
      'webhookHealth',
    ] as const) {
      await trx.deleteFrom(table).where('webhookId', '=', webhookId).execute();
    }
  });
}

/** Finished deliveries are kept this long for the delivery log. */
export const DELIVERY_LOG_DAYS = 30;

/** Drops deliveries finished more than 30 days before `now`, with their attempts. */
export async function pruneDeliveries(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000);
  await sql`
    WITH old AS (
      DELETE FROM webhook_delivery WHERE finished_at < ${before} RETURNING id
    )
    DELETE FROM webhook_delivery_attempt WHERE delivery_id IN (SELECT id FROM old)
  `.execute(db);
}
