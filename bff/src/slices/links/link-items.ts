import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import {
  sharedCollectionAssetIds,
  sharedCollectionHolds,
} from '../collections/collection-assets.ts';
import { groupBy } from '../loaders.ts';
import { pairKey } from '../pair-keys.ts';
import { findLinkItems } from './link.queries.ts';

const collectingLinks = (db: Kysely<Database>, linkIds: readonly string[]) =>
  db
    .selectFrom('shareLink')
    .select(['id', 'projectId', 'createdBy', 'canDownload', 'collectionId'])
    .where('id', 'in', linkIds)
    .where('collectionId', 'is not', null)
    .execute();

/**
 * What each link gives its visitors now, by link id: its folders and assets, or for a link
 * sharing a collection the assets the collection matches when they look (decision 0125).
 */
export async function findVisitorItems(db: Kysely<Database>, linkIds: readonly string[]) {
  const items = await findLinkItems(db, linkIds);
  for (const { collectionId, ...link } of await collectingLinks(db, linkIds)) {
    if (collectionId === null) continue;
    const assetIds = await sharedCollectionAssetIds(db, { ...link, collectionId });
    items.set(link.id, { folderIds: [], assetIds });
  }
  return items;
}

/**
 * Of `linkId/assetId` keys, those whose link shares a collection holding the asset now: what a
 * visitor of a collection's link may open, however many assets it matches (decision 0125).
 */
export async function findCollectionHolds(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Set<string>> {
  const asked = groupBy(
    keys.map((key) => key.split('/') as [string, string]),
    ([linkId]) => linkId,
  );
  const held = new Set<string>();
  for (const { collectionId, ...link } of await collectingLinks(db, [...asked.keys()])) {
    if (collectionId === null) continue;
    const assetIds = (asked.get(link.id) ?? []).map(([, assetId]) => assetId);
    for (const id of await sharedCollectionHolds(db, { ...link, collectionId }, assetIds)) {
      held.add(pairKey(link.id, id));
    }
  }
  return held;
}
