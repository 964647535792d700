import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';
import { shown } from './comment.queries.ts';

type Db = Kysely<Database>;

/** An asset's place in the list: its name (as folders sort them), then its id. */
export type CommentedAssetKey = [name: string, id: string];

/**
 * Up to `limit` assets of the folder after `after`, by name, whose newest version holds a thread
 * the comments list shows (ask one more than a page to learn whether another follows).
 */
export function listCommentedAssets(
  db: Db,
  folderId: string,
  { limit, after }: { limit: number; after: CommentedAssetKey | null },
) {
  let query = db
    .selectFrom('asset')
    .selectAll('asset')
    .where('asset.folderId', '=', folderId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('comment')
          .select(sql.lit(1).as('one'))
          .whereRef('comment.versionId', '=', 'asset.newestVersionId')
          .where('comment.parentId', 'is', null)
          .where(shown),
      ),
    );
  if (after !== null) {
    const [name, id] = after;
    query = query.where(
      sql<boolean>`(asset.name, asset.id) > (${name}::text COLLATE rushes_name, ${id}::uuid)`,
    );
  }
  return query.orderBy('asset.name').orderBy('asset.id').limit(limit).execute();
}
