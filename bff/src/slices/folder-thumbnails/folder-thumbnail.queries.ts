import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<Database>;

/** A folder's thumbnail: the version whose picture it shows. */
export interface FolderThumbnailRow {
  folderId: string;
  assetId: string;
  versionId: string;
}

/**
 * Each folder's thumbnail: of its assets in the order the folder lists them (by name), the first
 * with a thumbnail, and of that asset the newest version that has one (a version still being
 * processed leaves the folder its picture). Folders without one are left out.
 */
export async function findFolderThumbnails(
  db: Db,
  folderIds: readonly string[],
): Promise<FolderThumbnailRow[]> {
  if (folderIds.length === 0) return [];
  const { rows } = await sql<FolderThumbnailRow>`
    SELECT DISTINCT ON (a.folder_id)
      a.folder_id AS "folderId", a.id AS "assetId", v.id AS "versionId"
    FROM asset a JOIN version v ON v.asset_id = a.id
    WHERE a.folder_id = ANY(${[...folderIds]}::uuid[]) AND v.thumbnail_key IS NOT NULL
    ORDER BY a.folder_id, a.name, a.id, v.number DESC
  `.execute(db);
  return rows;
}

/** The folder of each version's asset, with the folder's parent (none for a root folder). */
export async function findFoldersOfVersions(db: Db, versionIds: readonly string[]) {
  if (versionIds.length === 0) return [];
  return db
    .selectFrom('version')
    .innerJoin('asset', 'asset.id', 'version.assetId')
    .innerJoin('folder', 'folder.id', 'asset.folderId')
    .select(['version.id as versionId', 'folder.id as folderId', 'folder.parentId'])
    .where('version.id', 'in', versionIds)
    .execute();
}

/** Folders with their parent and poster key (null when they have none). */
export async function findFoldersWithPosters(db: Db, folderIds: readonly string[]) {
  if (folderIds.length === 0) return [];
  return db
    .selectFrom('folder')
    .select(['id', 'parentId', 'posterKey'])
    .where('id', 'in', folderIds)
    .execute();
}
