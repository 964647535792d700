import type { EventStore } from '@rushes/events';
import { type RushesCloudEvent, readCheckpoint, uuidFrom } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { eventScopesProjection } from '../event-feed/event-scope.projection.ts';
import { type FeedPosition, parsePosition } from '../event-feed/feed-position.ts';
import type { FeedReader } from '../event-feed/feed-reader.ts';
import { enqueueDeliveries, type NewDelivery } from './delivery.queries.ts';
import { afterCommit, positionBefore } from './delivery-log-start.ts';
import { webhooksProjection } from './webhook.projection.ts';
import { enabledWebhooks } from './webhook.queries.ts';
import { takesType } from './webhook-settings.ts';

type Webhook = Selectable<Database['webhook']>;
type Trx = Transaction<Database>;

/** Events read from the log per pass. */
const EVENTS_PER_PASS = 500;
const CURSOR = 'deliveries';

/** The `webhook-id` of an event to a webhook: the same on every delivery of it, so receivers dedupe. */
export const messageIdOf = (webhookId: string, eventId: string) =>
  `msg_${uuidFrom('webhook-message', webhookId, eventId)}`;

const deliveryOf = (webhook: Pick<Webhook, 'id'>, event: RushesCloudEvent): NewDelivery => ({
  webhookId: webhook.id,
  messageId: messageIdOf(webhook.id, event.id),
  eventId: event.id,
  eventType: event.type,
  subject: event.subject,
  eventAt: event.time,
  body: JSON.stringify(event),
});

/** Whether the webhook takes the event: of its workspace, after it was made, of its types. */
const takes = (webhook: Webhook, event: RushesCloudEvent, seq: number) =>
  event.rushesworkspace === webhook.workspaceId &&
  seq > Number(webhook.createdSeq) &&
  takesType(webhook.eventTypes, event.type);

async function readCursor(trx: Trx): Promise<FeedPosition> {
  const row = await trx
    .selectFrom('webhookCursor')
    .select(['seq', 'index'])
    .where('name', '=', CURSOR)
    .executeTakeFirst();
  return row ? { seq: Number(row.seq), index: row.index } : { seq: 0, index: 0 };
}

const writeCursor = (trx: Trx, { seq, index }: FeedPosition) =>
  trx
    .insertInto('webhookCursor')
    .values({ name: CURSOR, seq, index })
    .onConflict((oc) => oc.column('name').doUpdateSet({ seq, index }))
    .execute();

/** The last commit both the feed's scopes and the webhooks' read model have taken. */
async function readable(trx: Trx): Promise<number> {
  const [scopes, webhooks] = await Promise.all([
    readCheckpoint<Database>(trx, eventScopesProjection.name),
    readCheckpoint<Database>(trx, webhooksProjection.name),
  ]);
  return Math.min(scopes, webhooks);
}

/** Where the enqueuer stands: the log's events up to `seq` are queued. */
export interface EnqueueProgress {
  seq: number;
  /** Nothing readable is left to queue, replays included. */
  caughtUp: boolean;
}

/**
 * Turns the log's public events into deliveries, one enqueuer at a time across BFFs: each pass
 * holds an advisory lock for its transaction, reads the feed after the stored cursor (never past
 * what the feed's scopes and the webhooks' read model have taken) and queues each event for the
 * enabled webhooks of its workspace that take its type, moving the cursor in the same
 * transaction. A pass with nothing new works on a replay.
 */
export function createEnqueuer(deps: {
  db: Kysely<Database>;
  store: Pick<EventStore, 'readAll'>;
  reader: FeedReader;
  clock: () => Date;
}) {
  const { db, store, reader, clock } = deps;

  async function live(trx: Trx, until: number): Promise<EnqueueProgress> {
    const cursor = await readCursor(trx);
    const webhooks = await enabledWebhooks(trx);
    if (webhooks.length === 0) {
      // Nobody to deliver to: nothing up to here will ever be (a new webhook takes later events).
      if (cursor.seq < until) await writeCursor(trx, afterCommit(until));
      return { seq: until, caughtUp: true };
    }
    const page = await reader.readPage({
      after: cursor,
      limit: EVENTS_PER_PASS,
      types: null,
      reach: { workspaceId: null },
      until,
    });
    const deliveries = page.events.flatMap((event) => {
      const seq = parsePosition(event.id)?.seq ?? 0;
      return webhooks
        .filter((webhook) => takes(webhook, event, seq))
        .map((webhook) => deliveryOf(webhook, event));
    });
    await enqueueDeliveries(trx, deliveries, 'event', clock());
    await writeCursor(trx, page.next);
    return { seq: page.next.seq, caughtUp: page.caughtUp };
  }

  /** One page of the oldest replay asked for; true when one was worked on. */
  async function replay(trx: Trx, until: number): Promise<boolean> {
    const asked = await trx
      .selectFrom('webhookReplay')
      .selectAll()
      .orderBy('requestedAt')
      .limit(1)
      .executeTakeFirst();
    if (!asked) return false;
    const done = () => trx.deleteFrom('webhookReplay').where('id', '=', asked.id).execute();
    const webhook = await trx
      .selectFrom('webhook')
      .selectAll()
      .where('id', '=', asked.webhookId)
      .executeTakeFirst();
    if (!webhook) {
      await done();
      return true;
    }
    const untilSeq = Math.min(Number(asked.untilSeq), until);
    const after =
      asked.afterSeq === null
        ? await positionBefore(store, asked.fromAt, untilSeq)
        : { seq: Number(asked.afterSeq), index: asked.afterIndex ?? 0 };
    const page = await reader.readPage({
      after,
      limit: EVENTS_PER_PASS,
      types: (name, version) => takesType(webhook.eventTypes, `io.rushes.${name}.v${version}`),
      reach: { workspaceId: webhook.workspaceId },
      until: untilSeq,
    });
    const from = asked.fromAt.getTime();
    const events = page.events.filter((event) => new Date(event.time).getTime() >= from);
    await enqueueDeliveries(
      trx,
      events.map((event) => deliveryOf(webhook, event)),
      'replay',
      clock(),
    );
    if (page.next.seq >= Number(asked.untilSeq)) await done();
    else {
      await trx
        .updateTable('webhookReplay')
        .set({ afterSeq: page.next.seq, afterIndex: page.next.index })
        .where('id', '=', asked.id)
        .execute();
    }
    return true;
  }

  return {
    /** One pass; null when another BFF's enqueuer holds the lock. */
    pass: (): Promise<EnqueueProgress | null> =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ locked: boolean }>`
          SELECT pg_try_advisory_xact_lock(hashtextextended('rushes:webhooks:enqueue', 0)) AS locked
        `.execute(trx);
        if (!rows[0]?.locked) return null;
        const until = await readable(trx);
        const progress = await live(trx, until);
        if (!progress.caughtUp) return progress;
        return { seq: progress.seq, caughtUp: !(await replay(trx, until)) };
      }),
  };
}

export type Enqueuer = ReturnType<typeof createEnqueuer>;
