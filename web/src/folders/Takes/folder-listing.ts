import { knownStatus, type ReviewStatus } from '../../review/review-status.ts';
import type { FolderPaths } from '../folder-paths.ts';
import { allTakes, isFiltered, type TakesChoice, takesFilterOf } from './takes-filter.ts';

/**
 * Which of its assets a folder lists (its sort aside): those holding the filter text, the takes
 * chosen, those with the review status chosen. The viewer's address carries the listing of the
 * folder it was opened from, so its playlist is the folder's list.
 */
export interface FolderListing {
  filter: string;
  takes: TakesChoice;
  status: ReviewStatus | null;
}

export const everyAsset: FolderListing = { filter: '', takes: allTakes, status: null };

const param = {
  filter: 'filter',
  takes: 'takes',
  withComments: 'withComments',
  status: 'status',
} as const;

const SELECTED = 'selected';
const NON_SELECTED = 'non-selected';

/** The address's parameters for `listing`: none for every asset. */
export function listingQuery({ filter, takes, status }: FolderListing): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter) query[param.filter] = filter;
  if (takes.circled !== null) query[param.takes] = takes.circled ? SELECTED : NON_SELECTED;
  if (takes.withComments) query[param.withComments] = 'true';
  if (status) query[param.status] = status;
  return query;
}

/** The address's parameters with `listing` in place of the one they name. */
export function withListingParams(
  search: URLSearchParams,
  listing: FolderListing,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(param)) next.delete(name);
  for (const [name, value] of Object.entries(listingQuery(listing))) next.set(name, value);
  return next;
}

/** The listing the address names; every asset without one. */
export function listingOf(search: URLSearchParams): FolderListing {
  const takes = search.get(param.takes);
  return {
    filter: search.get(param.filter)?.trim() ?? '',
    takes: {
      circled: takes === SELECTED ? true : takes === NON_SELECTED ? false : null,
      withComments: search.get(param.withComments) === 'true',
    },
    status: knownStatus(search.get(param.status)),
  };
}

export const isListingFiltered = (listing: FolderListing) =>
  listing.filter !== '' || isFiltered(listing.takes) || listing.status !== null;

/** The listing as a folder's `assets` connection takes it. */
export const listingVariables = ({ filter, takes, status }: FolderListing) => ({
  filter: filter || null,
  takes: takesFilterOf(takes),
  reviewStatus: status,
});

/** The listing a route's address names, as a folder's `assets` connection takes it. */
export const addressedListing = (url: string) =>
  listingVariables(listingOf(new URL(url).searchParams));

/** A folder's address showing the listing `search` names (the viewer's, going back to it). */
export function folderAddress(path: string, search: URLSearchParams): string {
  const query = new URLSearchParams(listingQuery(listingOf(search))).toString();
  return query ? `${path}?${query}` : path;
}

/** The same paths, whose assets open with the listing in the viewer's address. */
export function withListing(paths: FolderPaths, listing: FolderListing): FolderPaths {
  const search = new URLSearchParams(listingQuery(listing)).toString();
  if (!search) return paths;
  return { ...paths, asset: (assetId) => `${paths.asset(assetId)}?${search}` };
}
