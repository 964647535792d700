import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * `custom_field`: a workspace's custom fields (TEXT, EMAIL, URL, NUMBER, BOOLEAN, DATE, DATETIME,
 * TIME, POSITION), `position` their order from 0; a choice list is TEXT with `options`.
 */
export interface CustomFieldTable {
  id: string;
  workspaceId: string;
  name: string;
  type: string;
  options: string[];
  required: boolean;
  shownInList: boolean;
  position: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * `custom_field_value`: an asset's value of a field, in the column of the field's type. Read
 * `date_value` and `time_value` as text (`::text`): pg would make a date a local midnight. A
 * `point_value` is (longitude, latitude), x then y, written with `point(x, y)`.
 */
export interface CustomFieldValueTable {
  assetId: string;
  fieldId: string;
  textValue: Nullable<string>;
  numberValue: Nullable<number>;
  booleanValue: Nullable<boolean>;
  timestampValue: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  dateValue: Nullable<string>;
  timeValue: Nullable<string>;
  pointValue: Nullable<{ x: number; y: number }>;
  setAt: Timestamp;
  /** The user who set it; null for anyone else (a machine, Rushes itself). */
  setBy: string | null;
}
