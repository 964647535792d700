import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { reachedFolder } from '../folders/folder.access.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { reachedAsset } from './asset.access.ts';

/** Drawn at random, then checked against what the viewer sees; the first seen is answered. */
const CANDIDATES = 50;

/** Up to `limit` assets in the folder or below it that show a picture, in random order. */
async function findPicturedAssetIds(db: Kysely<Database>, folderId: string, limit: number) {
  const { rows } = await sql<{ id: string }>`
    WITH RECURSIVE down (id) AS (
      SELECT ${folderId}::uuid
      UNION
      SELECT folder.id FROM folder JOIN down ON folder.parent_id = down.id
    )
    SELECT asset.id
    FROM asset
    JOIN down ON asset.folder_id = down.id
    JOIN version ON version.id = asset.newest_version_id
    WHERE (asset.type = 'Video' AND version.master_key IS NOT NULL)
       OR (asset.type = 'Image' AND version.poster_key IS NOT NULL)
    ORDER BY random()
    LIMIT ${limit}
  `.execute(db);
  return rows.map((row) => row.id);
}

export const folderRandomAssetResolvers = {
  Folder: {
    async randomAsset(folder: FolderRow, _: unknown, ctx: MercuriusContext) {
      if (!(await reachedFolder(ctx, folder.id))) return null;
      const ids = await findPicturedAssetIds(ctx.services.db, folder.id, CANDIDATES);
      const reached = await Promise.all(ids.map((id) => reachedAsset(ctx, id)));
      return reached.find((found) => found !== null)?.asset ?? null;
    },
  },
} satisfies IResolvers;
