/** GraphQL's FolderOrder and AssetOrder. */
export type FolderOrder = `${'NAME' | 'CREATED'}_${SortDirection}`;
export type AssetOrder = `${SortField}_${SortDirection}`;

/** What the folder list can be sorted by: its columns. */
export const sortFields = ['NAME', 'CREATED', 'SIZE', 'DURATION'] as const;
export type SortField = (typeof sortFields)[number];
export type SortDirection = 'ASC' | 'DESC';

export interface FolderSort {
  field: SortField;
  direction: SortDirection;
}

/** The user's saved sort, in local storage; none means by content (spec §4). */
export const SAVED_SORT_KEY = 'rushes.folder.sort';

/** A column's first direction: names A to Z, the rest newest, biggest or longest first. */
const firstDirection = (field: SortField): SortDirection => (field === 'NAME' ? 'ASC' : 'DESC');

/**
 * What the server is asked for: folders have no size or duration and keep their names' order
 * then; with no saved sort the server sorts folders by content, and assets by name.
 */
export function ordersOf(sort: FolderSort | null): {
  folderOrder: FolderOrder | null;
  assetOrder: AssetOrder | null;
} {
  if (!sort) return { folderOrder: null, assetOrder: null };
  const { field, direction } = sort;
  const folderField = field === 'NAME' || field === 'CREATED' ? field : null;
  return {
    folderOrder: folderField ? `${folderField}_${direction}` : 'NAME_ASC',
    assetOrder: `${field}_${direction}`,
  };
}

/** The sort the headers show: the saved one, else by content — newest first with no assets. */
export const shownSort = (saved: FolderSort | null, hasAssets: boolean): FolderSort =>
  saved ??
  (hasAssets ? { field: 'NAME', direction: 'ASC' } : { field: 'CREATED', direction: 'DESC' });

/** A click on a column's header: the other way round, or that column its first way. */
export const nextSort = (shown: FolderSort, field: SortField): FolderSort =>
  shown.field === field
    ? { field, direction: shown.direction === 'ASC' ? 'DESC' : 'ASC' }
    : { field, direction: firstDirection(field) };

/** The saved sort, when what is stored is one. */
export function parseSavedSort(stored: string | null | undefined): FolderSort | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<FolderSort>;
    const field = sortFields.find((known) => known === value.field);
    const direction =
      value.direction === 'ASC' || value.direction === 'DESC' ? value.direction : null;
    return field && direction ? { field, direction } : null;
  } catch {
    return null;
  }
}
