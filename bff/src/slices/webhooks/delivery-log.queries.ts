import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { groupBy } from '../loaders.ts';

type Db = Kysely<Database>;

const deliveries = (db: Db) => db.selectFrom('webhookDelivery').selectAll();

export type DeliveryRow = Awaited<ReturnType<typeof findDeliveriesByIds>>[number];

/** Deliveries by id. */
export const findDeliveriesByIds = (db: Db, ids: readonly string[]) =>
  deliveries(db).where('id', 'in', ids).execute();

/** A page of a webhook's delivery log, newest first: `first` queued before `beforeSeq`. */
export const listDeliveries = (
  db: Db,
  webhookId: string,
  first: number,
  beforeSeq: string | null,
) =>
  deliveries(db)
    .where('webhookId', '=', webhookId)
    .$if(beforeSeq !== null, (query) => query.where('seq', '<', beforeSeq ?? '0'))
    .orderBy('seq', 'desc')
    .limit(first)
    .execute();

/** The newest delivery of each webhook that has one, by webhook. */
export async function findLastDeliveries(db: Db, webhookIds: readonly string[]) {
  const rows = await db
    .selectFrom('webhook')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('webhookDelivery')
          .selectAll()
          .whereRef('webhookDelivery.webhookId', '=', 'webhook.id')
          .orderBy('seq', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .selectAll('last')
    .where('webhook.id', 'in', webhookIds)
    .execute();
  return new Map<string, DeliveryRow>(rows.map((row) => [row.webhookId, row]));
}

/** The attempts of deliveries, each delivery's in order. */
export async function findAttempts(db: Db, deliveryIds: readonly string[]) {
  const rows = await db
    .selectFrom('webhookDeliveryAttempt')
    .selectAll()
    .where('deliveryId', 'in', deliveryIds)
    .orderBy('deliveryId')
    .orderBy('attempt')
    .execute();
  return groupBy(rows, (row) => row.deliveryId);
}

/** Since when each webhook's endpoint has failed every attempt. */
export async function findFailingSince(db: Db, webhookIds: readonly string[]) {
  const rows = await db
    .selectFrom('webhookHealth')
    .select(['webhookId', 'failingSince'])
    .where('webhookId', 'in', webhookIds)
    .execute();
  return new Map(rows.map((row) => [row.webhookId, row.failingSince]));
}

/** A new delivery of a delivery's event, due at `now`, with the same `webhook-id`. */
export async function redeliver(db: Db, delivery: DeliveryRow, now: Date): Promise<string> {
  const { webhookId, messageId, eventId, eventType, subject, eventAt, body } = delivery;
  const row = await db
    .insertInto('webhookDelivery')
    .values({
      webhookId,
      messageId,
      eventId,
      eventType,
      subject,
      eventAt,
      body,
      cause: 'redelivery',
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The last event of the log deliveries were queued for (0 before any). */
export async function deliveredUpTo(db: Db): Promise<number> {
  const row = await db.selectFrom('webhookCursor').select('seq').executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Asks the enqueuer to queue the webhook's events from `fromAt` up to the commit `untilSeq`. */
export const requestReplay = (
  db: Db,
  replay: { id: string; webhookId: string; fromAt: Date; untilSeq: number; requestedAt: Date },
) => db.insertInto('webhookReplay').values(replay).execute();
