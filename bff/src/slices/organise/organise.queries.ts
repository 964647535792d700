import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

/** The folders and every folder beneath them, as the tree stands now. */
export async function subtreeIds(db: Kysely<Database>, folderIds: readonly string[]) {
  if (folderIds.length === 0) return [];
  const rows = await db
    .withRecursive('down(id)', (qb) =>
      qb
        .selectFrom('folder')
        .select('folder.id')
        .where('folder.id', 'in', folderIds)
        .union((union) =>
          union
            .selectFrom('folder')
            .innerJoin('down', 'down.id', 'folder.parentId')
            .select('folder.id'),
        ),
    )
    .selectFrom('down')
    .select('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every folder of a project with its parent (null for the root): the tree as it stands. */
export async function projectParents(db: Kysely<Database>, projectId: string) {
  const rows = await db
    .selectFrom('folder')
    .select(['id', 'parentId'])
    .where('projectId', '=', projectId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.parentId]));
}

/**
 * The folders of the subtrees under `folderIds` (themselves included, never a root), with parent
 * and name.
 */
export async function subtreeFolders(db: Kysely<Database>, folderIds: readonly string[]) {
  const ids = await subtreeIds(db, folderIds);
  if (ids.length === 0) return [];
  return db
    .selectFrom('folder')
    .select(['id', 'parentId', 'name'])
    .where('id', 'in', ids)
    .where('parentId', 'is not', null)
    .$narrowType<{ parentId: string }>()
    .execute();
}

/** The assets in `folderIds`. */
export async function assetsIn(db: Kysely<Database>, folderIds: readonly string[]) {
  if (folderIds.length === 0) return [];
  return db
    .selectFrom('asset')
    .select(['id', 'folderId'])
    .where('folderId', 'in', folderIds)
    .where('newestVersionId', 'is not', null)
    .execute();
}

/** The names of a folder's child folders. */
export async function childNames(db: Kysely<Database>, folderId: string) {
  const rows = await db
    .selectFrom('folder')
    .select('name')
    .where('parentId', '=', folderId)
    .execute();
  return rows.map((row) => row.name);
}
