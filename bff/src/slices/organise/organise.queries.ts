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
