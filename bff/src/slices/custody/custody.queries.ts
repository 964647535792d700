import { type RushesCloudEvent, uuidFrom } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Kysely, Selectable } from 'kysely';
import type { FeedPosition } from '../event-feed/feed-position.ts';
import type { ChainHead, ChainLink } from './chain-links.ts';

type Db = Kysely<Database>;
type LinkRow = Selectable<Database['custodyChain']>;

/** A link's id as a GraphQL node: a uuid derived from its event's id. */
export const linkId = (eventId: string): string => uuidFrom('custody-event', eventId);

/** Rows per insert: well under PostgreSQL's 65,535 parameters. */
const rowsPerInsert = 5_000;

/** jsonb comes back parsed; the chain holds only CloudEvents the BFF wrote. */
const linkOf = (row: LinkRow): ChainLink => ({
  projectId: row.projectId,
  position: Number(row.position),
  eventId: row.eventId,
  cloudEvent: row.cloudEvent as RushesCloudEvent,
  previousHash: row.previousHash,
  hash: row.hash,
});

/** The last event of the log the chain has read; the log's beginning before it read any. */
export async function readCursor(db: Db): Promise<FeedPosition> {
  const row = await db.selectFrom('custodyCursor').selectAll().executeTakeFirst();
  return row ? { seq: Number(row.seq), index: row.eventIndex } : { seq: 0, index: 0 };
}

/** Another writer moved the cursor: this one's batch is not chained. */
export class CursorMoved extends Error {
  constructor() {
    super('the chain of custody was moved on by another writer');
    this.name = 'CursorMoved';
  }
}

/**
 * Moves the cursor from `from` to `to` (a first write when there is none yet), or throws
 * `CursorMoved` when it is no longer at `from`: run first in the batch's transaction, its row lock
 * makes a second writer wait, then fail instead of chaining the batch twice.
 */
export async function moveCursor(trx: Db, from: FeedPosition, to: FeedPosition): Promise<void> {
  const values = { seq: to.seq, eventIndex: to.index };
  const moved = await trx
    .insertInto('custodyCursor')
    .values({ one: true, ...values })
    .onConflict((oc) =>
      oc
        .column('one')
        .doUpdateSet(values)
        .where('custodyCursor.seq', '=', String(from.seq))
        .where('custodyCursor.eventIndex', '=', from.index),
    )
    .returning('one')
    .executeTakeFirst();
  if (!moved) throw new CursorMoved();
}

/** The ends of the chains of `projectIds` that have one. */
export async function chainHeads(db: Db, projectIds: readonly string[]) {
  const heads = new Map<string, ChainHead>();
  if (projectIds.length === 0) return heads;
  const rows = await db
    .selectFrom('custodyChain')
    .select(['projectId', 'position', 'hash'])
    .distinctOn('projectId')
    .where('projectId', 'in', projectIds)
    .orderBy('projectId')
    .orderBy('position', 'desc')
    .execute();
  for (const row of rows)
    heads.set(row.projectId, { position: Number(row.position), hash: row.hash });
  return heads;
}

export async function insertLinks(trx: Db, links: readonly ChainLink[]): Promise<void> {
  for (let start = 0; start < links.length; start += rowsPerInsert) {
    const values = links.slice(start, start + rowsPerInsert).map((link) => ({
      ...link,
      id: linkId(link.eventId),
      cloudEvent: JSON.stringify(link.cloudEvent),
    }));
    await trx.insertInto('custodyChain').values(values).execute();
  }
}

/** The links of the events named, by event id. */
export async function linksOfEvents(db: Db, eventIds: readonly string[]) {
  if (eventIds.length === 0) return new Map<string, ChainLink>();
  const rows = await db
    .selectFrom('custodyChain')
    .selectAll()
    .where('eventId', 'in', eventIds)
    .execute();
  return new Map(rows.map((row) => [row.eventId, linkOf(row)]));
}

/** How many links each project's chain has (one project's, when named). */
export async function chainLengths(db: Db, projectId: string | null) {
  let query = db
    .selectFrom('custodyChain')
    .select(['projectId', (eb) => eb.fn.max('position').as('length')])
    .groupBy('projectId');
  if (projectId !== null) query = query.where('projectId', '=', projectId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.projectId, Number(row.length)]));
}

/** The link a node id names. */
export async function linkById(db: Db, id: string) {
  const row = await db
    .selectFrom('custodyChain')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? linkOf(row) : null;
}

export async function linkAt(db: Db, projectId: string, position: number) {
  const row = await db
    .selectFrom('custodyChain')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('position', '=', String(position))
    .executeTakeFirst();
  return row ? linkOf(row) : null;
}

/**
 * Up to `limit` links of a project's chain after (`order` asc) or before (desc) `from`, in that
 * order; `from` null for the chain's start or end.
 */
export async function linksOf(
  db: Db,
  projectId: string,
  { from, limit, order }: { from: number | null; limit: number; order: 'asc' | 'desc' },
): Promise<ChainLink[]> {
  let query = db
    .selectFrom('custodyChain')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('position', order)
    .limit(limit);
  if (from !== null) query = query.where('position', order === 'asc' ? '>' : '<', String(from));
  return (await query.execute()).map(linkOf);
}
