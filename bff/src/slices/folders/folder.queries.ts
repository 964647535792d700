import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import { containing } from '../name-filter.ts';
import { nameKey } from '../validation.ts';

type Db = Kysely<Database>;

export type FolderRow = Awaited<ReturnType<typeof findFoldersByIds>>[number];

export const findFoldersByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('folder').selectAll().where('id', 'in', ids).execute();

/** How a folder's child folders are listed (GraphQL's FolderOrder). */
export type FolderOrder = 'NAME_ASC' | 'NAME_DESC' | 'CREATED_ASC' | 'CREATED_DESC';

/**
 * A child's position in its parent's list: its name (collated `rushes_name`) or when it was
 * created; then its id.
 */
export type ChildKey = [position: string, id: string];

export const childKey =
  (order: FolderOrder = 'NAME_ASC') =>
  (folder: FolderRow): ChildKey => [
    order.startsWith('CREATED') ? folder.createdAt.toISOString() : folder.name,
    folder.id,
  ];

/** The order by content (spec §4): newest first in a folder without assets, else by name. */
export async function contentOrder(db: Db, folderId: string): Promise<FolderOrder> {
  const asset = await db
    .selectFrom('asset')
    .select('id')
    .where('folderId', '=', folderId)
    .where('newestVersionId', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return asset ? 'NAME_ASC' : 'CREATED_DESC';
}

/** Up to `limit` children of a folder in `order` after `after` (ask one more to see a next page). */
export function listChildren(
  db: Db,
  parentId: string,
  {
    limit,
    after,
    order = 'NAME_ASC',
    filter = '',
  }: { limit: number; after: ChildKey | null; order?: FolderOrder; filter?: string },
) {
  const byCreated = order.startsWith('CREATED');
  const direction = order.endsWith('DESC') ? 'desc' : 'asc';
  const position = byCreated ? sql`folder.created_at` : sql`folder.name`;
  let query = db.selectFrom('folder').selectAll().where('parentId', '=', parentId);
  if (filter.trim()) query = query.where(sql<boolean>`folder.name ILIKE ${containing(filter)}`);
  if (after !== null) {
    const [text, id] = after;
    const value = byCreated ? sql`${new Date(text)}` : sql`${text}::text COLLATE rushes_name`;
    const past = direction === 'desc' ? sql`<` : sql`>`;
    query = query.where(sql<boolean>`(${position}, folder.id) ${past} (${value}, ${id}::uuid)`);
  }
  return query.orderBy(position, direction).orderBy('folder.id', direction).limit(limit).execute();
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

/** The child of `parentId` named `name`, whatever its case (as sibling names are reserved). */
export async function findChildNamed(db: Db, parentId: string, name: string) {
  const rows = await db
    .selectFrom('folder')
    .selectAll()
    .where('parentId', '=', parentId)
    .where(sql<boolean>`lower(folder.name) = lower(${name.trim()})`)
    .execute();
  return rows.find((row) => nameKey(row.name) === nameKey(name));
}
