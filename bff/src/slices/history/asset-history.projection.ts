import {
  assetCreated,
  assetCustomValuesSet,
  assetLiveCreated,
  assetMetadataSet,
  assetRenamed,
  assetVersionAdded,
  catalogue,
  commentAdded,
  commentEdited,
  commentRemoved,
  type DomainEvent,
  liveEnded,
  liveStarted,
  type ProjectedEvent,
  type Projection,
  versionReviewStatusSet,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Insertable, Transaction } from 'kysely';

type HistoryRow = Insertable<Database['assetHistory']>;

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters at 9 a row. */
const rowsPerInsert = 1000;

/** The asset's own events and its versions': the field of each that names the asset. */
const assetField: Record<string, 'id' | 'assetId'> = {
  [assetCreated.type]: 'id',
  [assetLiveCreated.type]: 'id',
  [assetRenamed.type]: 'id',
  [assetVersionAdded.type]: 'assetId',
  [assetMetadataSet.type]: 'assetId',
  [versionReviewStatusSet.type]: 'assetId',
  [assetCustomValuesSet.type]: 'assetId',
  [liveStarted.type]: 'assetId',
  [liveEnded.type]: 'assetId',
};

/** A comment's events: each names the comment, only its first the asset. */
const commentTypes: readonly string[] = [
  commentAdded.type,
  commentEdited.type,
  commentRemoved.type,
];

const fieldOf = (event: DomainEvent, field: string) =>
  (event.data as Record<string, string | undefined>)[field] ?? null;

const commentIdOf = (event: DomainEvent) =>
  commentTypes.includes(event.type) ? fieldOf(event, 'id') : null;

/** The assets of comments this batch edits or removes, added in an earlier batch. */
async function earlierComments(trx: Transaction<Database>, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await trx
    .selectFrom('assetHistory')
    .select(['commentId', 'assetId'])
    .where('type', '=', commentAdded.type)
    .where('commentId', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.commentId ?? '', row.assetId]));
}

/**
 * Each asset's events, in log order, as the log holds them (decision 0144): the asset's own, its
 * versions' and its comments', each at its catalogue version now (upcast when read), with its
 * commit's time and actor. Nothing is ever updated: the table is the asset's part of the log,
 * read in one go to fold the asset at any past moment.
 */
export const assetHistoryProjection: Projection<Database> = {
  name: 'asset-history',
  tables: ['asset_history'],
  handles: [...Object.keys(assetField), ...commentTypes],
  async applyBatch(trx, events: readonly ProjectedEvent[]) {
    const commentAssets = new Map<string, string>();
    for (const { event } of events) {
      if (commentAdded.is(event)) commentAssets.set(event.data.id, event.data.assetId);
    }
    const unknown = events.flatMap(({ event }) => {
      const id = commentIdOf(event);
      return id && !commentAssets.has(id) ? [id] : [];
    });
    for (const [id, assetId] of await earlierComments(trx, [...new Set(unknown)])) {
      commentAssets.set(id, assetId);
    }
    const positions = new Map<string, number>();
    const rows: HistoryRow[] = [];
    for (const { event, commit } of events) {
      const commentId = commentIdOf(event);
      const field = assetField[event.type];
      const assetId = commentId ? commentAssets.get(commentId) : field && fieldOf(event, field);
      if (!assetId) continue;
      const key = `${assetId} ${commit.seq}`;
      const position = positions.get(key) ?? 0;
      positions.set(key, position + 1);
      const stored = catalogue.encode(event as Parameters<typeof catalogue.encode>[0]);
      rows.push({
        assetId,
        seq: commit.seq,
        position,
        at: commit.meta.at,
        actor: JSON.stringify(commit.meta.actor),
        type: stored.type,
        version: stored.version,
        data: JSON.stringify(stored.data),
        commentId,
      });
    }
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      await trx
        .insertInto('assetHistory')
        .values(rows.slice(start, start + rowsPerInsert))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  },
};
