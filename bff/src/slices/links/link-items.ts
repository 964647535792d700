import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { sharedCollectionAssetIds } from '../collections/collection-assets.ts';
import { findLinkItems } from './link.queries.ts';

/**
 * What each link gives its visitors now, by link id: its folders and assets, or for a link
 * sharing a collection the assets the collection matches when they look (decision 0125).
 */
export async function findVisitorItems(db: Kysely<Database>, linkIds: readonly string[]) {
  const items = await findLinkItems(db, linkIds);
  const collecting = await db
    .selectFrom('shareLink')
    .select(['id', 'projectId', 'createdBy', 'canDownload', 'collectionId'])
    .where('id', 'in', linkIds)
    .where('collectionId', 'is not', null)
    .execute();
  for (const { collectionId, ...link } of collecting) {
    if (collectionId === null) continue;
    const assetIds = await sharedCollectionAssetIds(db, { ...link, collectionId });
    items.set(link.id, { folderIds: [], assetIds });
  }
  return items;
}
