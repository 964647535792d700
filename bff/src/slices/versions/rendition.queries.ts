import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

/**
 * The newest versions of the clips and pictures a link holds — named, or in its folders and
 * below — that processing has made ready to render, by name; at most `limit`.
 */
export async function findDrawableVersionIds(
  db: Kysely<Database>,
  linkId: string,
  limit: number,
): Promise<string[]> {
  const { rows } = await sql<{ versionId: string }>`
    WITH RECURSIVE down (id) AS (
      SELECT folder_id FROM share_link_item WHERE link_id = ${linkId} AND folder_id IS NOT NULL
      UNION
      SELECT folder.id FROM folder JOIN down ON folder.parent_id = down.id
    ),
    held AS (
      SELECT asset.* FROM asset JOIN down ON asset.folder_id = down.id
      UNION
      SELECT asset.* FROM asset
      JOIN share_link_item item ON item.asset_id = asset.id AND item.link_id = ${linkId}
    )
    SELECT version.id AS version_id
    FROM held JOIN version ON version.id = held.newest_version_id
    WHERE (held.type IN ('Video', 'Live') AND version.master_key IS NOT NULL)
       OR (held.type = 'Image' AND version.poster_key IS NOT NULL)
    ORDER BY held.name, held.id
    LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => row.versionId);
}

/** The names a watermark may draw for a version: its clip's, folder's and project's. */
export async function findMarkNames(db: Kysely<Database>, versionId: string) {
  const names = await db
    .selectFrom('version')
    .innerJoin('asset', 'asset.id', 'version.assetId')
    .innerJoin('folder', 'folder.id', 'asset.folderId')
    .innerJoin('project', 'project.id', 'version.projectId')
    .select(['asset.name as clip', 'folder.name as folder', 'project.name as project'])
    .where('version.id', '=', versionId)
    .executeTakeFirst();
  return names ?? { clip: '', folder: '', project: '' };
}

/** When a visit began. */
export async function findVisitStart(db: Kysely<Database>, visitId: string): Promise<Date> {
  const visit = await db
    .selectFrom('visit')
    .select('createdAt')
    .where('id', '=', visitId)
    .executeTakeFirst();
  return visit?.createdAt ?? new Date();
}
