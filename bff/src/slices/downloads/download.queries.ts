import type { Database, DownloadFile } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<Database>;

/** An asset's newest version under a folder named for download, with the folders down to it. */
export interface SubtreeFile {
  rootId: string;
  folderId: string;
  /** Folder names from the named folder (included) down to the asset's. */
  folders: string[];
  assetId: string;
  versionId: string;
  filename: string;
  size: number;
  sourceKey: string;
}

/** The newest version of every asset in the folders and below them, folder by folder. */
export async function findSubtreeFiles(db: Db, folderIds: readonly string[]) {
  if (folderIds.length === 0) return [];
  const ids = sql.join(folderIds.map((id) => sql`${id}::uuid`));
  const { rows } = await sql<SubtreeFile & { size: string }>`
    WITH RECURSIVE down (root_id, id, folders) AS (
      SELECT id, id, ARRAY[name::text] FROM folder WHERE id IN (${ids})
      UNION ALL
      SELECT down.root_id, folder.id, down.folders || folder.name::text
      FROM folder JOIN down ON folder.parent_id = down.id
    )
    SELECT down.root_id, down.id AS folder_id, down.folders, asset.id AS asset_id,
           version.id AS version_id, version.filename, version.size, version.source_key
    FROM down
    JOIN asset ON asset.folder_id = down.id
    JOIN version ON version.id = asset.newest_version_id
    ORDER BY down.root_id, down.folders, asset.name, asset.id
  `.execute(db);
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}

/** Keeps a zip's files for its URL, and forgets the downloads whose URLs stopped working. */
export async function insertDownload(
  db: Db,
  row: { id: string; projectId: string; name: string; files: DownloadFile[]; expiresAt: Date },
) {
  await db
    .insertInto('download')
    .values({ ...row, files: JSON.stringify(row.files) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await db.deleteFrom('download').where('expiresAt', '<', new Date()).execute();
}

export const findDownload = (db: Db, id: string) =>
  db.selectFrom('download').selectAll().where('id', '=', id).executeTakeFirst();
