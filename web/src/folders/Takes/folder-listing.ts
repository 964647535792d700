import { knownStatus, type ReviewStatus } from '../../review/review-status.ts';
import {
  type FieldFilter,
  type FieldOrder,
  fieldFilterOf,
  fieldFilterParam,
  fieldOrderOf,
  fieldOrderParam,
} from '../Fields/field-listing.ts';
import type { FolderPaths } from '../folder-paths.ts';
import { allTakes, isFiltered, type TakesChoice, takesFilterOf } from './takes-filter.ts';

/**
 * Which of its assets a folder lists: those holding the filter text, the takes chosen, those with
 * the review status chosen, those whose custom values pass the field filters; and, when chosen,
 * their order by a custom field (the other orders are the user's, saved for every folder). The
 * viewer's address carries the listing of the folder it was opened from, so its playlist is the
 * folder's list.
 */
export interface FolderListing {
  filter: string;
  takes: TakesChoice;
  status: ReviewStatus | null;
  fieldOrder: FieldOrder | null;
  fieldFilters: readonly FieldFilter[];
}

export const everyAsset: FolderListing = {
  filter: '',
  takes: allTakes,
  status: null,
  fieldOrder: null,
  fieldFilters: [],
};

const param = {
  filter: 'filter',
  takes: 'takes',
  withComments: 'withComments',
  status: 'status',
  fieldOrder: 'byField',
  fieldFilter: 'field',
} as const;

const SELECTED = 'selected';
const NON_SELECTED = 'non-selected';

/** The address's parameters for `listing`: none for every asset. */
export function listingQuery(listing: FolderListing): [string, string][] {
  const { filter, takes, status, fieldOrder, fieldFilters } = listing;
  const query: [string, string][] = [];
  if (filter) query.push([param.filter, filter]);
  if (takes.circled !== null) query.push([param.takes, takes.circled ? SELECTED : NON_SELECTED]);
  if (takes.withComments) query.push([param.withComments, 'true']);
  if (status) query.push([param.status, status]);
  if (fieldOrder) query.push([param.fieldOrder, fieldOrderParam(fieldOrder)]);
  for (const fieldFilter of fieldFilters)
    query.push([param.fieldFilter, fieldFilterParam(fieldFilter)]);
  return query;
}

/** The address's parameters with `listing` in place of the one they name. */
export function withListingParams(
  search: URLSearchParams,
  listing: FolderListing,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of Object.values(param)) next.delete(name);
  for (const [name, value] of listingQuery(listing)) next.append(name, value);
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
    fieldOrder: fieldOrderOf(search.get(param.fieldOrder)),
    fieldFilters: search.getAll(param.fieldFilter).flatMap((value) => fieldFilterOf(value) ?? []),
  };
}

export const isListingFiltered = (listing: FolderListing) =>
  listing.filter !== '' ||
  isFiltered(listing.takes) ||
  listing.status !== null ||
  listing.fieldFilters.length > 0;

/** The listing as a folder's `assets` connection takes it. */
export const listingVariables = ({
  filter,
  takes,
  status,
  fieldOrder,
  fieldFilters,
}: FolderListing) => ({
  filter: filter || null,
  takes: takesFilterOf(takes),
  reviewStatus: status,
  orderByField: fieldOrder,
  fieldFilters: fieldFilters.length > 0 ? [...fieldFilters] : null,
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
