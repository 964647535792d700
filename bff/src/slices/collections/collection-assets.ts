/**
 * A collection's assets: its definition searched through the search port (decision 0125), within
 * a reach the policy decided, so nothing is filtered after the engine answers.
 */
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { postgresSearchEngine } from '../search/postgres-search.ts';
import type { SearchAnswer, SearchPosition, SearchReach } from '../search/search.port.ts';
import { parseSearchText } from '../search/search-text.ts';
import type { CollectionRow } from './collection.queries.ts';
import { type SharingLink, sharerReach } from './collection-reach.ts';

type Db = Kysely<Database>;

/** The most assets a link sharing a collection shows its visitors: the first, in its order. */
export const SHARED_COLLECTION_MAX = 1_000;

/** A page of the collection's assets within `reach`: the best first, equals by name. */
export function collectionAssets(
  db: Db,
  collection: Pick<CollectionRow, 'definition'>,
  reach: SearchReach,
  page: { first: number; after: SearchPosition | null },
): Promise<SearchAnswer> {
  return postgresSearchEngine(db).search({
    reach,
    search: parseSearchText(collection.definition),
    kind: 'asset',
    ...page,
  });
}

/**
 * The collection a link shares, and the reach its maker gives its visitors now; null once the
 * collection is deleted (or for one of another project).
 */
export async function sharedCollection(db: Db, link: SharingLink & { collectionId: string }) {
  const collection = await db
    .selectFrom('collection')
    .select(['definition', 'projectId'])
    .where('id', '=', link.collectionId)
    .executeTakeFirst();
  if (!collection || collection.projectId !== link.projectId) return null;
  return { collection, reach: await sharerReach(db, link) };
}

/**
 * The ids of the assets a link's visitors see of the collection it shares, as they match now (the
 * first SHARED_COLLECTION_MAX); none once the collection is deleted (or for one of another project).
 */
export async function sharedCollectionAssetIds(
  db: Db,
  link: SharingLink & { collectionId: string },
): Promise<string[]> {
  const shared = await sharedCollection(db, link);
  if (!shared) return [];
  const page = { first: SHARED_COLLECTION_MAX, after: null };
  const answer = await collectionAssets(db, shared.collection, shared.reach, page);
  return answer.hits.map((hit) => hit.id);
}

/**
 * Which of `assetIds` the link's visitors see of the collection it shares, as it matches now,
 * however many it matches in all: what the policy grants them (decision 0125).
 */
export async function sharedCollectionHolds(
  db: Db,
  link: SharingLink & { collectionId: string },
  assetIds: readonly string[],
): Promise<Set<string>> {
  const shared = await sharedCollection(db, link);
  if (!shared || assetIds.length === 0) return new Set();
  const answer = await postgresSearchEngine(db).search({
    reach: shared.reach,
    search: parseSearchText(shared.collection.definition),
    kind: 'asset',
    first: assetIds.length,
    after: null,
    assetIds,
  });
  return new Set(answer.hits.map((hit) => hit.id));
}
