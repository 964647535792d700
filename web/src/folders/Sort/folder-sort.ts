import type { FieldOrder } from '../Fields/field-listing.ts';

/** GraphQL's FolderOrder and AssetOrder. */
export type FolderOrder = `${'NAME' | 'CREATED'}_${SortDirection}`;
export type AssetOrder = `${SortField}_${SortDirection}`;

/** What the folder list can be sorted by: its columns (Selected and Scene when shown). */
export const sortFields = [
  'NAME',
  'SELECTED',
  'SCENE_TAKE',
  'CREATED',
  'SIZE',
  'DURATION',
] as const;
export type SortField = (typeof sortFields)[number];
export type SortDirection = 'ASC' | 'DESC';

export interface FolderSort {
  field: SortField;
  direction: SortDirection;
}

/** The sort the list shows, and what choosing a field does (its header, or the toolbar's sort). */
export interface TableSort {
  shown: FolderSort;
  onSort(field: SortField): void;
  /**
   * The list's order by a custom field instead (its address holds it), and choosing one; absent
   * where the list is not sorted by custom fields.
   */
  byField?: { shown: FieldOrder | null; onSort(fieldId: string): void };
}

/** A click on a custom field's header: the other way round, or that field A to Z. */
export const nextFieldOrder = (shown: FieldOrder | null, fieldId: string): FieldOrder =>
  shown?.fieldId === fieldId
    ? { fieldId, direction: shown.direction === 'ASC' ? 'DESC' : 'ASC' }
    : { fieldId, direction: 'ASC' };

/** The table's sort, also by the custom field `shown` (none: by its own), choosing with `choose`. */
export const withFieldSort = <S extends TableSort>(
  sort: S,
  shown: FieldOrder | null,
  choose: (order: FieldOrder) => void,
): S => ({
  ...sort,
  byField: { shown, onSort: (fieldId: string) => choose(nextFieldOrder(shown, fieldId)) },
});

/** The user's saved sort, in local storage; none means by content (spec §4). */
export const SAVED_SORT_KEY = 'rushes.folder.sort';

/**
 * A column's first direction: names and scenes A to Z, the rest circled, newest, biggest or
 * longest first.
 */
const firstDirection = (field: SortField): SortDirection =>
  field === 'NAME' || field === 'SCENE_TAKE' ? 'ASC' : 'DESC';

/**
 * What the server is asked for: folders have no size, duration, slate or circle and keep their
 * names' order then; with no saved sort the server sorts both by content.
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

/**
 * The sort the headers show: the saved one, else by content (spec §4) — newest first with no
 * assets, by scene and take when an asset has a slate, else by name.
 */
export function shownSort(
  saved: FolderSort | null,
  content: { hasAssets: boolean; hasSlates: boolean },
): FolderSort {
  if (saved) return saved;
  if (!content.hasAssets) return { field: 'CREATED', direction: 'DESC' };
  return { field: content.hasSlates ? 'SCENE_TAKE' : 'NAME', direction: 'ASC' };
}

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
