import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

export type FolderRow = Awaited<ReturnType<typeof findFoldersByIds>>[number];

export const findFoldersByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('folder').selectAll().where('id', 'in', ids).execute();

/** A child's position in its parent's list: by name (collated `rushes_name`), then id. */
export type ChildKey = [name: string, id: string];

export const childKey = (folder: FolderRow): ChildKey => [folder.name, folder.id];

/** Up to `limit` children of a folder by name after `after` (ask one more to see a next page). */
export function listChildren(
  db: Db,
  parentId: string,
  { limit, after }: { limit: number; after: ChildKey | null },
) {
  let query = db.selectFrom('folder').selectAll().where('parentId', '=', parentId);
  if (after !== null) {
    query = query.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(...after)));
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}

/** How many child folders each of `parentIds` has. */
export async function countChildren(db: Db, parentIds: readonly string[]) {
  const rows = await db
    .selectFrom('folder')
    .select((eb) => ['parentId', eb.fn.countAll<string>().as('count')])
    .where('parentId', 'in', parentIds)
    .groupBy('parentId')
    .execute();
  return new Map(rows.map((row) => [row.parentId, Number(row.count)]));
}

/**
 * The path of each folder: the folders from its project's root down to it, as the tree is now
 * (a moved folder has its new parents'). A folder that does not exist has none.
 */
export async function findPaths(db: Db, folderIds: readonly string[]) {
  const rows = await db
    .withRecursive('up(startId, id, parentId, depth)', (qb) =>
      qb
        .selectFrom('folder')
        .select([
          'folder.id as startId',
          'folder.id',
          'folder.parentId',
          (eb) => eb.lit(0).as('depth'),
        ])
        .where('folder.id', 'in', folderIds)
        .unionAll((union) =>
          union
            .selectFrom('folder')
            .innerJoin('up', 'up.parentId', 'folder.id')
            .select([
              'up.startId',
              'folder.id',
              'folder.parentId',
              (eb) => eb(eb.ref('up.depth'), '+', 1).as('depth'),
            ]),
        ),
    )
    .selectFrom('up')
    .innerJoin('folder', 'folder.id', 'up.id')
    .selectAll('folder')
    .select('up.startId')
    .orderBy('up.startId')
    .orderBy('up.depth', 'desc')
    .execute();
  const paths = new Map<string, FolderRow[]>();
  for (const { startId, ...folder } of rows) {
    paths.set(startId, [...(paths.get(startId) ?? []), folder]);
  }
  return paths;
}
