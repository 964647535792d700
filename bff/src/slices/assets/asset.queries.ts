import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { groupBy } from '../loaders.ts';

type Db = Kysely<Database>;

export type AssetRow = Awaited<ReturnType<typeof findAssetsByIds>>[number];
export type VersionRow = Awaited<ReturnType<typeof findVersionsByIds>>[number];
export type UploadRow = Awaited<ReturnType<typeof findUploadsByIds>>[number];

export const findAssetsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('asset').selectAll().where('id', 'in', ids).execute();

export const findVersionsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('version').selectAll().where('id', 'in', ids).execute();

export const findUploadsByIds = (db: Db, ids: readonly string[]) =>
  db.selectFrom('upload').selectAll().where('id', 'in', ids).execute();

/** The versions of each asset, oldest first. */
export async function findVersionsOfAssets(db: Db, assetIds: readonly string[]) {
  const rows = await db
    .selectFrom('version')
    .selectAll()
    .where('assetId', 'in', assetIds)
    .orderBy('number')
    .execute();
  return groupBy(rows, (row) => row.assetId);
}

/** An asset's position in its folder's list: by name (collated `rushes_name`), then id. */
export type AssetKey = [name: string, id: string];

export const assetKey = (asset: AssetRow): AssetKey => [asset.name, asset.id];

/** Up to `limit` assets of a folder by name after `after` (ask one more to see a next page). */
export function listFolderAssets(
  db: Db,
  folderId: string,
  { limit, after }: { limit: number; after: AssetKey | null },
) {
  let query = db
    .selectFrom('asset')
    .selectAll()
    .where('folderId', '=', folderId)
    .where('newestVersionId', 'is not', null);
  if (after !== null) {
    query = query.where((eb) => eb(eb.refTuple('name', 'id'), '>', eb.tuple(...after)));
  }
  return query.orderBy('name').orderBy('id').limit(limit).execute();
}
