import type { Database, FolderHistoryRow } from '@rushes/migrations';
import type { Kysely } from 'kysely';

/** A folder's place after one event: its parent (null once deleted) and name (null: unchanged). */
export type FolderPlace = Pick<FolderHistoryRow, 'at' | 'parentId' | 'name'>;

/**
 * The places of every folder that was ever directly in `parentId`, each in log order: read in one
 * query, not kept.
 */
export async function findChildFolderHistories(
  db: Kysely<Database>,
  parentId: string,
): Promise<Map<string, FolderPlace[]>> {
  const rows = await db
    .selectFrom('folderHistory')
    .select(['folderId', 'at', 'parentId', 'name'])
    .where(
      'folderId',
      'in',
      db.selectFrom('folderHistory').select('folderId').where('parentId', '=', parentId),
    )
    .orderBy('folderId')
    .orderBy('seq')
    .orderBy('position')
    .execute();
  const histories = new Map<string, FolderPlace[]>();
  for (const { folderId, ...place } of rows) {
    const places = histories.get(folderId) ?? [];
    places.push(place);
    histories.set(folderId, places);
  }
  return histories;
}

/**
 * Where a folder was and its name at `at` (ms since the epoch), from its places in log order;
 * null before it was made and once deleted.
 */
export function folderPlaceAt(
  places: readonly FolderPlace[],
  at: number,
): { parentId: string; name: string } | null {
  let parentId: string | null = null;
  let name = '';
  for (const place of places) {
    if (place.at.getTime() > at) continue;
    parentId = place.parentId;
    name = place.name ?? name;
  }
  return parentId === null ? null : { parentId, name };
}

/** A folder's own places in log order: none for a project's top folder, made with its project. */
export const findFolderPlaces = (db: Kysely<Database>, folderId: string): Promise<FolderPlace[]> =>
  db
    .selectFrom('folderHistory')
    .select(['at', 'parentId', 'name'])
    .where('folderId', '=', folderId)
    .orderBy('seq')
    .orderBy('position')
    .execute();
