import type { MercuriusContext } from 'mercurius';
import { pageRequest } from '../../graphql/connection.ts';
import type { CollectionAssetsArgs } from '../../graphql/schema-types.generated.ts';
import type { AssetRow } from '../assets/asset.queries.ts';
import { noCounts, type SearchReach } from '../search/search.port.ts';
import { SEARCH_CURSOR_LENGTH, searchCursor, searchPosition } from '../search/search-cursor.ts';
import type { CollectionRow } from './collection.queries.ts';
import { collectionAssets } from './collection-assets.ts';

/** The most assets one page holds. */
const PAGE_MAX = 100;

/** What a page lists: the collection's assets within the reach; nothing when null. */
type Listed = { collection: Pick<CollectionRow, 'definition'>; reach: SearchReach } | null;

/**
 * A page of the collection's assets within its reach, as a connection: each hit as the asset
 * `nodeOf` gives (none where the asset's read model lags behind search's, or the policy says no).
 */
export async function collectionAssetPage(
  ctx: MercuriusContext,
  listed: Listed,
  args: CollectionAssetsArgs,
  nodeOf: (assetId: string) => Promise<AssetRow | null | undefined>,
) {
  const page = pageRequest(args, { fallback: 50, max: PAGE_MAX, keyLength: SEARCH_CURSOR_LENGTH });
  const after = page.after && searchPosition(page.after);
  const answer = listed
    ? await collectionAssets(ctx.services.db, listed.collection, listed.reach, {
        first: page.limit,
        after,
      })
    : { hits: [], counts: noCounts(), hasNextPage: false };
  const found = await Promise.all(
    answer.hits.map(async (hit) => {
      const node = await nodeOf(hit.id);
      return node ? { cursor: searchCursor(hit), node } : null;
    }),
  );
  const edges = found.filter((edge) => edge !== null);
  return {
    edges,
    totalCount: answer.counts.asset,
    pageInfo: {
      hasNextPage: answer.hasNextPage,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
