import type { CustomFieldType } from '@rushes/rules';
import { createContext, useContext } from 'react';
import { shownValue, type ValueParts } from '../../custom-fields/custom-value.ts';

/** A custom field the list shows as a column (one "shown in the list"). */
export interface CustomColumn {
  id: string;
  name: string;
  type: CustomFieldType;
}

/** What each custom column shows of an asset's values: the text of its value, '' for none. */
export const customCells = (
  columns: readonly CustomColumn[],
  values: readonly (ValueParts & { field: { id: string } })[],
) =>
  columns.map((column) => {
    const value = values.find((entry) => entry.field.id === column.id);
    return { column, text: value ? shownValue(column.type, value) : '' };
  });

/** The folder list's columns shown only for some folders (spec §4). */
export interface FolderColumns {
  /** Selected: a take of the folder is circled. */
  selected: boolean;
  /** Scene: an asset of the folder has a slate. */
  scene: boolean;
  /** Status: an asset's newest version has a review status, or the list is filtered by one. */
  status: boolean;
  /** The custom fields of the folder's workspace shown in the list, in their order. */
  custom?: readonly CustomColumn[];
}

export const noOptionalColumns: FolderColumns = { selected: false, scene: false, status: false };

/** What a table shows: its folder's optional columns, and the secondary ones its width has room for. */
interface ShownColumns extends FolderColumns {
  custom: readonly CustomColumn[];
  created: boolean;
  size: boolean;
  duration: boolean;
}

/**
 * The list's fixed columns, in pixels; Name takes the rest. The table never scrolls sideways, so
 * its ⋯ menus stay in view.
 */
export const COLUMN_WIDTHS = {
  choose: 36,
  thumbnail: 72,
  selected: 90,
  scene: 110,
  status: 120,
  created: 100,
  size: 88,
  duration: 96,
  custom: 120,
  actions: 44,
};

/** Room Name keeps for itself before secondary columns give way. */
const NAME_MIN_WIDTH = 180;

/** Secondary columns, in the order a narrow table drops them: the inspector shows each of them. */
const SECONDARY = ['size', 'created', 'duration'] as const;

const SHOWN_IF = ['selected', 'scene', 'status', ...SECONDARY] as const;

/** The fixed columns' width: all but Name. */
function fixedWidth(shown: ShownColumns, selecting: boolean): number {
  const always = COLUMN_WIDTHS.thumbnail + COLUMN_WIDTHS.actions;
  const choose = selecting ? COLUMN_WIDTHS.choose : 0;
  const some = SHOWN_IF.filter((column) => shown[column]);
  const custom = shown.custom.length * COLUMN_WIDTHS.custom;
  return some.reduce((sum, column) => sum + COLUMN_WIDTHS[column], always + choose + custom);
}

/**
 * The columns a table `width` px wide shows: every secondary column Name has room beside, Size
 * going first, then Created, then Duration. A table not yet measured (0) shows them all.
 */
export function fitColumns(columns: FolderColumns, width: number, selecting = false): ShownColumns {
  const shown: ShownColumns = {
    ...columns,
    custom: columns.custom ?? [],
    created: true,
    size: true,
    duration: true,
  };
  if (width <= 0) return shown;
  for (const column of SECONDARY) {
    if (width - fixedWidth(shown, selecting) >= NAME_MIN_WIDTH) break;
    shown[column] = false;
  }
  return shown;
}

const allColumns = fitColumns(noOptionalColumns, 0);

export const FolderColumnsContext = createContext<ShownColumns>(allColumns);

/** The columns of the table a row is in (of the grid a card is in: its custom columns). */
export const useFolderColumns = () => useContext(FolderColumnsContext);
