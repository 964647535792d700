import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import { groupBy } from '../loaders.ts';

type Db = Kysely<Database>;

export type CollectionRow = Awaited<ReturnType<typeof findCollectionsByIds>>[number];

export const findCollectionsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('collection').selectAll().where('id', 'in', ids).execute();

/** The collections of each project, by name as people read it. */
export async function findProjectCollections(db: Db, projectIds: readonly string[]) {
  const rows = await db
    .selectFrom('collection')
    .selectAll()
    .where('projectId', 'in', projectIds)
    .orderBy(sql`name COLLATE rushes_name`)
    .orderBy('id')
    .execute();
  return groupBy(rows, (row) => row.projectId);
}
