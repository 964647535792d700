/**
 * How custom values compare (decision 0124), one module for the folder list's filters and search's
 * `field:value`: a value typed is read as each type reads it (`operandOf`), then compared with the
 * column of that type (`valueCondition`).
 */
import { type CustomFieldType, parseCustomValue } from '@rushes/rules';
import { type RawBuilder, sql } from 'kysely';
import { containing } from './name-filter.ts';

/** How a value is compared: the comparisons of search's `field:value` and the list's filters. */
export const comparisons = ['=', '>', '>=', '<', '<=', 'contains'] as const;
export type Comparison = (typeof comparisons)[number];

/**
 * What a value is compared with, read from text as the field's type reads it: any text for TEXT,
 * EMAIL and URL (a part of an address is no address, yet `contains` looks for it); for a DATETIME
 * an instant, or a date taken as that day in UTC.
 */
type Operand =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date' | 'time' | 'instant'; value: string }
  | { kind: 'day'; start: string; end: string }
  | { kind: 'point'; latitude: number; longitude: number };

const DAY_MS = 86_400_000;

/** The text as an operand of the type; null when it is none. */
export function operandOf(type: CustomFieldType, text: string): Operand | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (type === 'TEXT' || type === 'EMAIL' || type === 'URL') return { kind: 'text', text: trimmed };
  const parsed = parseCustomValue({ type, options: [] }, trimmed);
  if (!parsed.ok) {
    if (type !== 'DATETIME') return null;
    const day = parseCustomValue({ type: 'DATE', options: [] }, trimmed);
    if (!day.ok || day.value.type !== 'DATE') return null;
    const start = Date.parse(`${day.value.value}T00:00:00Z`);
    const end = new Date(start + DAY_MS).toISOString();
    return { kind: 'day', start: new Date(start).toISOString(), end };
  }
  const { value } = parsed;
  switch (value.type) {
    case 'NUMBER':
      return { kind: 'number', value: value.value };
    case 'BOOLEAN':
      return { kind: 'boolean', value: value.value };
    case 'POSITION':
      return { kind: 'point', ...value.value };
    case 'DATE':
      return { kind: 'date', value: value.value };
    case 'TIME':
      return { kind: 'time', value: value.value };
    default:
      return { kind: 'instant', value: value.value };
  }
}

/** The SQL of a comparison other than `contains` (a fixed set: never what a client sent). */
const operators = { '=': '=', '>': '>', '>=': '>=', '<': '<', '<=': '<=' } as const;

/** A day in UTC as bounds on an instant: `=` within it, `>` after it, `<=` before its end. */
function dayCondition(
  column: RawBuilder<unknown>,
  comparison: Comparison,
  start: string,
  end: string,
) {
  const [from, to] = [sql`${start}::timestamptz`, sql`${end}::timestamptz`];
  switch (comparison) {
    case '>':
      return sql<boolean>`${column} >= ${to}`;
    case '>=':
      return sql<boolean>`${column} >= ${from}`;
    case '<':
      return sql<boolean>`${column} < ${from}`;
    case '<=':
      return sql<boolean>`${column} < ${to}`;
    default:
      return sql<boolean>`(${column} >= ${from} AND ${column} < ${to})`;
  }
}

/**
 * The condition that the value of the row `v` (a row of `custom_field_value`, or one with its
 * value columns, as search reads its entries) compares with the operand as asked; null for a comparison a position has no sense of (only `=`). Text compares without
 * regard to case (`contains` anywhere in it); `contains` on any other type is `=`.
 */
export function valueCondition(
  v: string,
  comparison: Comparison,
  operand: Operand,
): RawBuilder<boolean> | null {
  const column = (name: string) => sql.ref(`${v}.${name}`);
  const op = sql.raw(operators[comparison === 'contains' ? '=' : comparison]);
  switch (operand.kind) {
    case 'text':
      if (comparison === 'contains') {
        return sql<boolean>`${column('text_value')} ILIKE ${containing(operand.text)}`;
      }
      if (comparison === '=') {
        return sql<boolean>`lower(${column('text_value')}) = lower(${operand.text})`;
      }
      return sql<boolean>`${column('text_value')} COLLATE rushes_name ${op} ${operand.text}`;
    case 'number':
      return sql<boolean>`${column('number_value')} ${op} ${operand.value}::float8`;
    case 'boolean':
      return sql<boolean>`${column('boolean_value')} ${op} ${operand.value}`;
    case 'date':
      return sql<boolean>`${column('date_value')} ${op} ${operand.value}::date`;
    case 'time':
      return sql<boolean>`${column('time_value')} ${op} ${operand.value}::time`;
    case 'instant':
      return sql<boolean>`${column('timestamp_value')} ${op} ${operand.value}::timestamptz`;
    case 'day':
      return dayCondition(
        sql`${column('timestamp_value')}`,
        comparison,
        operand.start,
        operand.end,
      );
    case 'point':
      if (comparison !== '=' && comparison !== 'contains') return null;
      return sql<boolean>`${column('point_value')} ~= point(${operand.longitude}, ${operand.latitude})`;
  }
}
