import { useCallback, useEffect, useMemo } from 'react';
import {
  graphql,
  type PreloadedQuery,
  usePaginationFragment,
  usePreloadedQuery,
} from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { usePlaylist_folder$key } from '../../__generated__/usePlaylist_folder.graphql.ts';
import type { usePlaylistPaginationQuery } from '../../__generated__/usePlaylistPaginationQuery.graphql.ts';
import type { usePlaylistQuery } from '../../__generated__/usePlaylistQuery.graphql.ts';
import type { FolderPaths } from '../../folders/folder-paths.ts';
import {
  type FolderListing,
  listingOf,
  withListing,
  withListingParams,
} from '../../folders/Takes/folder-listing.ts';
import type { PlayerPlaylist } from '../../player/modes/play-mode.ts';
import { neighbourOf } from './playlist.ts';

/** The takes a page brings; the next page comes as the timeline nears its end. */
const PAGE_SIZE = 100;

/** The folder's takes in the folder's saved sort and the listing the address names. */
export const playlistQuery = graphql`
  query usePlaylistQuery(
    $folderId: ID!
    $assetOrder: AssetOrder
    $filter: String
    $takes: TakesFilter
    $reviewStatus: ReviewStatus
    $orderByField: CustomFieldOrder
    $fieldFilters: [CustomFieldFilter!]
  ) {
    folder(id: $folderId) {
      hasCircledTakes
      ...usePlaylist_folder
        @arguments(
          assetOrder: $assetOrder
          filter: $filter
          takes: $takes
          reviewStatus: $reviewStatus
          orderByField: $orderByField
          fieldFilters: $fieldFilters
        )
    }
  }
`;

export interface Playlist {
  takes: readonly Take[];
  currentId: string;
  /** Where a take leads: the viewer, with the same listing. */
  pathOf(assetId: string): string;
  /** A folder's take filters; none for a fixed list (a share link's files). */
  filters: PlaylistFilters | null;
  /** The playlist as the player takes it: its size, the next and the previous take. */
  player: PlayerPlaylist;
  /** Asks for the next page of takes, if there is one. */
  loadMore(): void;
}

export interface PlaylistFilters {
  listing: FolderListing;
  /** Whether a take of the folder is circled: Selected and Non-Selected Takes then filter. */
  circledTakes: boolean;
  /** Lists the takes again with `listing`. */
  setListing(listing: FolderListing): void;
}

export type Take = ReturnType<typeof useTakePages>['takes'][number];

/** Next and previous of `ids` around the one shown, leading where `pathOf` says. */
export function usePlaylistPlayer(
  ids: readonly string[],
  currentId: string,
  pathOf: (assetId: string) => string,
): PlayerPlaylist {
  const navigate = useNavigate();
  return useMemo<PlayerPlaylist>(() => {
    const go = (step: 1 | -1) => {
      const id = neighbourOf(ids, currentId, step);
      return id ? () => navigate(pathOf(id), { replace: true }) : null;
    };
    return { size: ids.length, next: go(1), previous: go(-1) };
  }, [ids, currentId, navigate, pathOf]);
}

/**
 * The viewer's playlist: the folder's takes as the folder lists them, the one shown among them,
 * and going to the next or previous one (the address follows, showing its newest version): the
 * project's viewer or a share link's, as `paths` lead.
 */
export function usePlaylist(
  reference: PreloadedQuery<usePlaylistQuery>,
  currentId: string,
  paths: FolderPaths,
): Playlist {
  const data = usePreloadedQuery<usePlaylistQuery>(playlistQuery, reference);
  const { takes, hasNext, isLoadingNext, loadNext } = useTakePages(data.folder ?? null);
  const [search, setSearch] = useSearchParams();
  const listing = useMemo(() => listingOf(search), [search]);
  const pathOf = useCallback(
    (assetId: string) => withListing(paths, listing).asset(assetId),
    [paths, listing],
  );
  const ids = useMemo(() => takes.map((take) => take.id), [takes]);
  const player = usePlaylistPlayer(ids, currentId, pathOf);
  const loadMore = useCallback(() => {
    if (hasNext && !isLoadingNext) loadNext(PAGE_SIZE);
  }, [hasNext, isLoadingNext, loadNext]);
  // the take shown, and the one after it, are among those loaded
  const index = ids.indexOf(currentId);
  const nearEnd = index === -1 || index >= ids.length - 2;
  useEffect(() => {
    if (nearEnd) loadMore();
  }, [nearEnd, loadMore]);
  const setListing = useCallback(
    (next: FolderListing) =>
      setSearch((current) => withListingParams(current, next), { replace: true }),
    [setSearch],
  );
  const circledTakes = data.folder?.hasCircledTakes ?? false;
  const filters = useMemo(
    () => ({ listing, circledTakes, setListing }),
    [listing, circledTakes, setListing],
  );
  return { takes, currentId, pathOf, filters, player, loadMore };
}

function useTakePages(folder: usePlaylist_folder$key | null) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    usePlaylistPaginationQuery,
    usePlaylist_folder$key
  >(
    graphql`
      fragment usePlaylist_folder on Folder
      @refetchable(queryName: "usePlaylistPaginationQuery")
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
        ) @connection(key: "usePlaylist_assets", filters: []) {
          edges {
            node {
              id
              displayName
              ...AssetThumbnail_asset
            }
          }
        }
      }
    `,
    folder,
  );
  const takes = useMemo(() => data?.assets.edges.map((edge) => edge.node) ?? [], [data]);
  return { takes, hasNext, isLoadingNext, loadNext };
}
