import type { CustomFieldType, CustomValue } from '@rushes/rules';
import { sql } from 'kysely';

/** A value's columns in `custom_field_value`, as a query reads them (`valueColumns`). */
export interface ValueColumns {
  textValue: string | null;
  numberValue: number | null;
  booleanValue: boolean | null;
  timestampValue: Date | null;
  /** `YYYY-MM-DD` */
  dateValue: string | null;
  /** `HH:MM:SS` */
  timeValue: string | null;
  /** (longitude, latitude) */
  pointValue: { x: number; y: number } | null;
}

/** The value columns to select: a date and a time as text, never a JavaScript Date at midnight. */
export const valueColumns = [
  'textValue',
  'numberValue',
  'booleanValue',
  'timestampValue',
  sql<string | null>`date_value::text`.as('dateValue'),
  sql<string | null>`time_value::text`.as('timeValue'),
  'pointValue',
] as const;

const empty = {
  textValue: null,
  numberValue: null,
  booleanValue: null,
  timestampValue: null,
  dateValue: null,
  timeValue: null,
  pointValue: null,
};

/** The columns that hold a value, the others null; a position as `point(longitude, latitude)`. */
export function columnsOf(value: CustomValue) {
  switch (value.type) {
    case 'TEXT':
    case 'EMAIL':
    case 'URL':
      return { ...empty, textValue: value.value };
    case 'NUMBER':
      return { ...empty, numberValue: value.value };
    case 'BOOLEAN':
      return { ...empty, booleanValue: value.value };
    case 'DATETIME':
      return { ...empty, timestampValue: value.value };
    case 'DATE':
      return { ...empty, dateValue: value.value };
    case 'TIME':
      return { ...empty, timeValue: value.value };
    case 'POSITION': {
      const { latitude, longitude } = value.value;
      return {
        ...empty,
        pointValue: sql<{ x: number; y: number }>`point(${longitude}, ${latitude})`,
      };
    }
  }
}

/** The value a row holds for a field of `type`; null when its column is empty. */
export function valueOfRow(type: CustomFieldType, row: ValueColumns): CustomValue | null {
  switch (type) {
    case 'TEXT':
    case 'EMAIL':
    case 'URL':
      return row.textValue === null ? null : { type, value: row.textValue };
    case 'NUMBER':
      return row.numberValue === null ? null : { type, value: row.numberValue };
    case 'BOOLEAN':
      return row.booleanValue === null ? null : { type, value: row.booleanValue };
    case 'DATETIME':
      return row.timestampValue === null
        ? null
        : { type, value: new Date(row.timestampValue).toISOString() };
    case 'DATE':
      return row.dateValue === null ? null : { type, value: row.dateValue };
    case 'TIME':
      return row.timeValue === null ? null : { type, value: row.timeValue };
    case 'POSITION':
      return row.pointValue === null
        ? null
        : { type, value: { latitude: row.pointValue.y, longitude: row.pointValue.x } };
  }
}
