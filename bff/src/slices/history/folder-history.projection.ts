import {
  type DomainEvent,
  folderCreated,
  folderRenamed,
  itemsCopied,
  itemsDeleted,
  itemsMoved,
  type ProjectedEvent,
  type Projection,
} from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Insertable } from 'kysely';

type PlaceRow = Insertable<Database['folderHistory']>;

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters at 6 a row. */
const rowsPerInsert = 5000;

/** Where an event put each folder it concerns, and the name it gave (null: unchanged). */
function placesOf(
  event: DomainEvent,
): { folderId: string; parentId: string | null; name: string | null }[] {
  if (folderCreated.is(event) || folderRenamed.is(event)) {
    const { id, parentId, name } = event.data;
    return [{ folderId: id, parentId, name }];
  }
  if (itemsMoved.is(event)) {
    const { targetId } = event.data;
    return event.data.folders.map(({ id, name }) => ({ folderId: id, parentId: targetId, name }));
  }
  if (itemsCopied.is(event)) {
    return event.data.folders.map(({ id, parentId, name }) => ({ folderId: id, parentId, name }));
  }
  if (itemsDeleted.is(event)) {
    const ids = new Set([
      ...event.data.folders.map((folder) => folder.id),
      ...event.data.folderIds,
    ]);
    return [...ids].map((folderId) => ({ folderId, parentId: null, name: null }));
  }
  return [];
}

/**
 * Where each folder was and what it was called after each event that made, renamed, moved,
 * copied or deleted it, with the commit's time (decision 0145). Nothing is ever updated: a
 * folder's past finds the subfolders it held by every parent they ever had.
 */
export const folderHistoryProjection: Projection<Database> = {
  name: 'folder-history',
  tables: ['folder_history'],
  handles: [
    folderCreated.type,
    folderRenamed.type,
    itemsMoved.type,
    itemsCopied.type,
    itemsDeleted.type,
  ],
  async applyBatch(trx, events: readonly ProjectedEvent[]) {
    // a folder's places within one commit, in order, whichever of its events they come from
    const positions = new Map<string, number>();
    const rows: PlaceRow[] = events.flatMap(({ event, commit }) =>
      placesOf(event).map((place) => {
        const key = `${place.folderId} ${commit.seq}`;
        const position = positions.get(key) ?? 0;
        positions.set(key, position + 1);
        return { ...place, seq: commit.seq, position, at: commit.meta.at };
      }),
    );
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      await trx
        .insertInto('folderHistory')
        .values(rows.slice(start, start + rowsPerInsert))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  },
};
