import { useCallback, useMemo, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { useFolderPages_assets$key } from '../../__generated__/useFolderPages_assets.graphql.ts';
import type { useFolderPages_children$key } from '../../__generated__/useFolderPages_children.graphql.ts';
import type { useFolderPagesAssetsPaginationQuery } from '../../__generated__/useFolderPagesAssetsPaginationQuery.graphql.ts';
import type { useFolderPagesChildrenPaginationQuery } from '../../__generated__/useFolderPagesChildrenPaginationQuery.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { type FolderSort, ordersOf } from '../Sort/folder-sort.ts';
import { type FolderListing, listingVariables } from '../Takes/folder-listing.ts';
import type { MorePages } from '../Virtual/more-pages.ts';

const PAGE_SIZE = 100;
/** The pages after the first, fewer and larger for a folder scrolled to its end. */
const NEXT_PAGE_SIZE = 250;
/** The most rows the server gives in one page. */
const MAX_PAGE_SIZE = 1000;

/** How many rows of each kind are loaded, for a reload to ask for as many. */
export type LoadedRows = { folders: number; assets: number };

/**
 * A folder's child folders, then its assets, each in the server's order a page at a time (end
 * cursors); the next page of the kind still loading, asked for as the list nears its end; a
 * refetch in a new order and listing; and whether either is on its way.
 */
export function useFolderPages(folder: useFolderPages_children$key & useFolderPages_assets$key) {
  const children = useChildPages(folder);
  const assets = useAssetPages(folder);
  const more = useMorePages(children.hasNext ? children : assets);
  const { refetch: refetchChildren } = children;
  const { refetch: refetchAssets } = assets;
  const [refetching, startTransition] = useTransition();
  // Every refetch names every variable: what it leaves out may fall back to an older value.
  const refetch = useCallback(
    (chosen: FolderSort | null, shown: FolderListing, rows: LoadedRows = noRows) => {
      const { folderOrder, assetOrder } = ordersOf(chosen);
      const { filter, ...assetsListed } = listingVariables(shown);
      const page = (loaded: number) => ({ count: reloadCount(loaded), cursor: null });
      startTransition(() => {
        refetchChildren(
          { ...page(rows.folders), folderOrder, filter },
          { fetchPolicy: 'network-only' },
        );
        refetchAssets(
          { ...page(rows.assets), assetOrder, filter, ...assetsListed },
          { fetchPolicy: 'network-only' },
        );
      });
    },
    [refetchChildren, refetchAssets],
  );
  const loading = refetching || children.isLoadingNext || assets.isLoadingNext;
  return {
    children: children.nodes,
    hasMoreFolders: children.hasNext,
    assets: assets.nodes,
    more,
    refetch,
    loading,
  };
}

const noRows: LoadedRows = { folders: 0, assets: 0 };

/**
 * A reload asks for as many rows as are loaded, so the list keeps its length and place (at most
 * the server's largest page: past that it shortens, and pages again as it is scrolled).
 */
const reloadCount = (loaded: number) => Math.min(MAX_PAGE_SIZE, Math.max(PAGE_SIZE, loaded));

/**
 * The next page of `pages`, asked for only as the list is scrolled near its end; a page that
 * fails to load says so ('Could not load folder'), and scrolling asks for it again.
 */
function useMorePages(pages: {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number, options: { onComplete: (error: Error | null) => void }): unknown;
}): MorePages {
  const { hasNext, isLoadingNext, loadNext } = pages;
  const loadMore = useCallback(() => {
    if (isLoadingNext) return;
    loadNext(NEXT_PAGE_SIZE, {
      onComplete: (error) => error && notify.failure(messages.folders.loadFailed),
    });
  }, [isLoadingNext, loadNext]);
  return useMemo(() => ({ hasMore: hasNext, loadMore }), [hasNext, loadMore]);
}

/** The folder's child folders in the server's order, a page at a time. */
function useChildPages(folder: useFolderPages_children$key) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    useFolderPagesChildrenPaginationQuery,
    useFolderPages_children$key
  >(
    graphql`
      fragment useFolderPages_children on Folder
      @refetchable(queryName: "useFolderPagesChildrenPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        folderOrder: { type: "FolderOrder" }
        filter: { type: "String" }
      ) {
        children(first: $count, after: $cursor, orderBy: $folderOrder, filter: $filter)
          @connection(key: "FolderList_children", filters: []) {
          edges {
            node {
              id
              name
              allowedTo {
                edit
                delete
                share
                download
              }
              ...FolderRow_folder
            }
          }
        }
      }
    `,
    folder,
  );
  const nodes = useMemo(() => data.children.edges.map((edge) => edge.node), [data.children.edges]);
  return { nodes, hasNext, isLoadingNext, loadNext, refetch };
}

/** The folder's assets in the server's order, a page at a time. */
function useAssetPages(folder: useFolderPages_assets$key) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    useFolderPagesAssetsPaginationQuery,
    useFolderPages_assets$key
  >(
    graphql`
      fragment useFolderPages_assets on Folder
      @refetchable(queryName: "useFolderPagesAssetsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 100 }
        cursor: { type: "String" }
        assetOrder: { type: "AssetOrder" }
        filter: { type: "String" }
        takes: { type: "TakesFilter" }
        reviewStatus: { type: "ReviewStatus" }
        orderByField: { type: "CustomFieldOrder" }
        fieldFilters: { type: "[CustomFieldFilter!]" }
      ) {
        assets(
          first: $count
          after: $cursor
          orderBy: $assetOrder
          filter: $filter
          takes: $takes
          reviewStatus: $reviewStatus
          orderByField: $orderByField
          fieldFilters: $fieldFilters
        ) @connection(key: "FolderList_assets", filters: []) {
          edges {
            node {
              id
              name
              archiveFormat
              newestVersion {
                id
              }
              allowedTo {
                edit
                delete
                share
                download
              }
              ...AssetRow_asset
            }
          }
        }
      }
    `,
    folder,
  );
  const nodes = useMemo(() => data.assets.edges.map((edge) => edge.node), [data.assets.edges]);
  return { nodes, hasNext, isLoadingNext, loadNext, refetch };
}

/** A listed child folder, as its page gives it. */
export type ChildNode = ReturnType<typeof useChildPages>['nodes'][number];
/** A listed asset, as its page gives it. */
export type AssetNode = ReturnType<typeof useAssetPages>['nodes'][number];
