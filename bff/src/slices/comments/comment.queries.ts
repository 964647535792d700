import type { CommentMarker } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';

type Db = Kysely<Database>;

export type CommentRow = Awaited<ReturnType<typeof findCommentsByIds>>[number];

/** The edit suite's marker a comment was imported from, as its row keeps it; null if none. */
export const markerOf = (row: CommentRow): CommentMarker | null =>
  row.markerFormat
    ? {
        format: row.markerFormat as CommentMarker['format'],
        user: row.markerUser,
        colour: row.markerColour,
      }
    : null;

export const findCommentsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('comment').selectAll().where('id', 'in', ids).execute();

/** Where a comment without a position sorts: after every frame and millisecond. */
const NO_POSITION = 2_147_483_647;

const sortStart = sql<number>`coalesce(start, ${sql.lit(NO_POSITION)})`;

/** A thread's place on its version: position (none last), then time, then id. */
export type CommentKey = [start: number, createdAt: string, id: string];

export const commentKey = (comment: CommentRow): CommentKey => [
  comment.start ?? NO_POSITION,
  comment.createdAt.toISOString(),
  comment.id,
];

/** Not removed, or removed but still holding a reply that is not. */
export const shown: Expression<SqlBool> = sql<SqlBool>`(NOT comment.deleted OR EXISTS (
  SELECT 1 FROM comment AS reply WHERE reply.parent_id = comment.id AND NOT reply.deleted))`;

/** How a version's threads are listed (GraphQL's CommentOrder). */
export type CommentOrder = 'POSITION' | 'NEWEST' | 'OLDEST';

/** Rows past the cursor `after` in each order; every order breaks ties by id. */
function pastCursor(order: CommentOrder, [start, createdAt, id]: CommentKey) {
  const at = new Date(createdAt);
  switch (order) {
    case 'POSITION':
      return sql<SqlBool>`(${sortStart}, created_at, id) > (${start}, ${at}, ${id})`;
    case 'OLDEST':
      return sql<SqlBool>`(created_at, id) > (${at}, ${id})`;
    case 'NEWEST':
      return sql<SqlBool>`(created_at, id) < (${at}, ${id})`;
  }
}

/**
 * Up to `limit` top-level comments of a version after `after`, by position then time, or by time
 * (ask one more than a page to learn whether another follows). A removed one shows while it has
 * replies.
 */
export function listThreads(
  db: Db,
  versionId: string,
  {
    limit,
    after,
    order = 'POSITION',
  }: { limit: number; after: CommentKey | null; order?: CommentOrder },
) {
  let query = db
    .selectFrom('comment')
    .selectAll()
    .where('versionId', '=', versionId)
    .where('parentId', 'is', null)
    .where(shown);
  if (after !== null) query = query.where(pastCursor(order, after));
  if (order === 'POSITION') query = query.orderBy(sortStart);
  const direction = order === 'NEWEST' ? 'desc' : 'asc';
  return query.orderBy('createdAt', direction).orderBy('id', direction).limit(limit).execute();
}

/** The replies (not removed) to each of `parentIds`, oldest first. */
export async function findReplies(db: Db, parentIds: readonly string[]) {
  const rows = await db
    .selectFrom('comment')
    .selectAll()
    .where('parentId', 'in', parentIds)
    .where('deleted', '=', false)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const byParent = new Map<string, CommentRow[]>();
  for (const row of rows) {
    if (row.parentId) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  return byParent;
}

/** The versions among `versionIds` with at least one comment not removed. */
export async function versionsWithComments(db: Db, versionIds: readonly string[]) {
  const rows = await db
    .selectFrom('comment')
    .select('versionId')
    .distinct()
    .where('versionId', 'in', versionIds)
    .where('deleted', '=', false)
    .execute();
  return new Set(rows.map((row) => row.versionId));
}

/** Where each comment of a version stands and what it says (removed ones left out). */
export const findCommentPlaces = (db: Db, versionId: string) =>
  db
    .selectFrom('comment')
    .select(['start', 'text'])
    .where('versionId', '=', versionId)
    .where('deleted', '=', false)
    .execute();

/**
 * The first comments of a version's threads to carry onto another: those named (all when none
 * is), not removed.
 */
export function findCarriedComments(db: Db, versionId: string, ids: readonly string[]) {
  let query = db
    .selectFrom('comment')
    .selectAll()
    .where('versionId', '=', versionId)
    .where('parentId', 'is', null)
    .where('deleted', '=', false);
  if (ids.length > 0) query = query.where('id', 'in', ids);
  return query.orderBy('start').orderBy('createdAt').execute();
}
