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
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  liveEnded,
  liveStarted,
  type ProjectedEvent,
  type Projection,
  versionReviewStatusSet,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Insertable, Transaction } from 'kysely';

type HistoryRow = Insertable<Database['assetHistory']>;

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters at 10 a row. */
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

/** What a move, copy or deletion of several assets was for one of them. */
interface AssetPart {
  assetId: string;
  /** The event with only this asset in it (and no folders): still valid at its version. */
  event: DomainEvent;
  /** The folder it is in after: null once deleted. */
  folderId: string | null;
}

/** The assets a move, copy or deletion concerns, each with its part of the event. */
function partsOf(event: DomainEvent): AssetPart[] {
  if (itemsMoved.is(event)) {
    const { targetId } = event.data;
    return event.data.assets.map((asset) => ({
      assetId: asset.id,
      event: { ...event, data: { ...event.data, folders: [], assets: [asset] } },
      folderId: targetId,
    }));
  }
  if (itemsCopied.is(event)) {
    return event.data.assets.map((asset) => ({
      assetId: asset.id,
      event: { ...event, data: { ...event.data, folders: [], assets: [asset] } },
      folderId: asset.folderId,
    }));
  }
  if (itemsDeleted.is(event)) {
    return event.data.assets.map((asset) => ({
      assetId: asset.id,
      event: { ...event, data: { ...event.data, folders: [], folderIds: [], assets: [asset] } },
      folderId: null,
    }));
  }
  return [];
}

/** Where an asset's own event puts it: the folder it was made in. */
const madeIn = (event: DomainEvent) =>
  assetCreated.is(event) || assetLiveCreated.is(event) ? event.data.folderId : null;

const fieldOf = (event: DomainEvent, field: string) =>
  (event.data as Record<string, string | undefined>)[field] ?? null;

const organiseTypes: readonly string[] = [itemsMoved.type, itemsCopied.type, itemsDeleted.type];

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
 * versions' and its comments', and its part of each move, copy and deletion (decision 0145), each
 * at its catalogue version now (upcast when read), with its commit's time and actor. Nothing is
 * ever updated: the table is the asset's part of the log, read in one go to fold the asset at
 * any past moment, and found by the folders it was in.
 */
export const assetHistoryProjection: Projection<Database> = {
  name: 'asset-history',
  tables: ['asset_history'],
  handles: [...Object.keys(assetField), ...commentTypes, ...organiseTypes],
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
    const add = (
      commit: ProjectedEvent['commit'],
      assetId: string,
      part: Omit<AssetPart, 'assetId'>,
    ) => {
      const key = `${assetId} ${commit.seq}`;
      const position = positions.get(key) ?? 0;
      positions.set(key, position + 1);
      const stored = catalogue.encode(part.event as Parameters<typeof catalogue.encode>[0]);
      rows.push({
        assetId,
        seq: commit.seq,
        position,
        at: commit.meta.at,
        actor: JSON.stringify(commit.meta.actor),
        type: stored.type,
        version: stored.version,
        data: JSON.stringify(stored.data),
        commentId: commentIdOf(part.event),
        folderId: part.folderId,
      });
    };
    for (const { event, commit } of events) {
      for (const { assetId, ...part } of partsOf(event)) add(commit, assetId, part);
      const commentId = commentIdOf(event);
      const field = assetField[event.type];
      const assetId = commentId ? commentAssets.get(commentId) : field && fieldOf(event, field);
      if (assetId) add(commit, assetId, { event, folderId: madeIn(event) });
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
