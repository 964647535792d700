/**
 * The SQL of `field:value` on custom values: the entries of the document `d` under the field's
 * key (`d.custom`). Equality goes through the keys each entry equals, which the index on `custom`
 * finds; the other comparisons read each entry as a row of `custom_field_value`'s columns and
 * compare it as the folder list does (`custom-field-condition.ts`), by the entry's type — a
 * NUMBER entry through a jsonpath, the same comparison without a subquery a document.
 */
import { type CustomFieldType, customFieldTypes } from '@rushes/rules';
import { type RawBuilder, sql } from 'kysely';
import { type Comparison, operandOf, valueCondition } from '../custom-field-condition.ts';
import { filterKeys } from './search-custom-values.ts';
import type { SearchFilter } from './search-text.ts';

type Condition = RawBuilder<boolean>;

/** Each entry `e` of the document's field, with its value in the column of its type (`v`). */
const entriesOf = (field: string) => sql`jsonb_array_elements(d.custom -> ${field}) AS entry (e),
  LATERAL (SELECT
    CASE WHEN e ->> 'type' IN ('TEXT', 'EMAIL', 'URL') THEN e ->> 'text' END AS text_value,
    CASE WHEN e ->> 'type' = 'NUMBER' THEN (e ->> 'value')::float8 END AS number_value,
    CASE WHEN e ->> 'type' = 'BOOLEAN' THEN (e ->> 'value')::boolean END AS boolean_value,
    CASE WHEN e ->> 'type' = 'DATETIME' THEN (e ->> 'value')::timestamptz END AS timestamp_value,
    CASE WHEN e ->> 'type' = 'DATE' THEN (e ->> 'value')::date END AS date_value,
    CASE WHEN e ->> 'type' = 'TIME' THEN (e ->> 'value')::time END AS time_value,
    CASE WHEN e ->> 'type' = 'POSITION' THEN point((e -> 'value' ->> 'longitude')::float8,
      (e -> 'value' ->> 'latitude')::float8) END AS point_value) AS v`;

const orAll = (parts: readonly RawBuilder<unknown>[]): Condition =>
  parts.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(parts, sql` OR `)})`;

/** Every comparison with `bounds` holds, of an entry of each type that reads all of them. */
function compared(
  bounds: readonly [Comparison, string][],
  types: readonly CustomFieldType[] = customFieldTypes,
): Condition {
  return orAll(
    types.flatMap((type) => {
      const conditions = bounds.flatMap(([comparison, value]) => {
        const operand = operandOf(type, value);
        const condition = operand && valueCondition('v', comparison, operand);
        return condition ? [condition] : [];
      });
      if (conditions.length < bounds.length) return [];
      return [sql`(e ->> 'type' = ${type} AND ${sql.join(conditions, sql` AND `)})`];
    }),
  );
}

/** The comparisons of a filter other than `=`, as bounds. */
function boundsOf(filter: SearchFilter): [Comparison, string][] {
  return filter.operator === 'between'
    ? [
        ['>=', filter.value],
        ['<=', filter.to],
      ]
    : [[filter.operator, filter.value]];
}

/** jsonpath's comparison of each (a fixed set: never what a client sent). */
const pathOperators = { '=': '==', contains: '==', '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

/**
 * Whether the document's field holds a NUMBER entry within the bounds, as a jsonpath: evaluated
 * in place, where reading the entries as rows costs a subquery a document (numbers, as stars or
 * ratings, are what such filters mostly ask of). Null when a bound is no number.
 */
function numberMeets(field: string, bounds: readonly [Comparison, string][]): Condition | null {
  const tests: string[] = [];
  const vars: Record<string, number> = {};
  for (const [index, [comparison, value]] of bounds.entries()) {
    const operand = operandOf('NUMBER', value);
    if (operand?.kind !== 'number') return null;
    tests.push(`@.value ${pathOperators[comparison]} $v${index}`);
    vars[`v${index}`] = operand.value;
  }
  return sql<boolean>`jsonb_path_exists(d.custom -> ${field},
    ${`$[*] ? (@.type == "NUMBER" && ${tests.join(' && ')})`}::jsonpath, ${JSON.stringify(vars)}::jsonb)`;
}

/** Whether the entry `e` (of one of `types`) meets the filter. */
function entryMeets(filter: SearchFilter, types?: readonly CustomFieldType[]): Condition {
  if (filter.operator !== '=') return compared(boundsOf(filter), types);
  const keys = filterKeys(filter.value);
  return keys.length === 0 ? sql<boolean>`false` : sql<boolean>`(e -> 'eq') ?| ${keys}::text[]`;
}

const otherThanNumber = customFieldTypes.filter((type) => type !== 'NUMBER');

/** What a filter keeps of the custom values: a document with an entry of the field that meets it. */
export function customFilterMatches(filter: SearchFilter): Condition {
  if (filter.operator !== '=') {
    const { field } = filter;
    const numbers = numberMeets(field, boundsOf(filter));
    if (numbers === null) {
      // the key first: most documents have no such field, and skip the subquery
      return sql<boolean>`(d.custom ? ${field}
        AND EXISTS (SELECT 1 FROM ${entriesOf(field)} WHERE ${entryMeets(filter)}))`;
    }
    // the entries read as rows only where the field holds other than numbers
    return sql<boolean>`(d.custom ? ${field} AND (${numbers}
      OR (jsonb_path_exists(d.custom -> ${field}, '$[*] ? (@.type != "NUMBER")')
        AND EXISTS (SELECT 1 FROM ${entriesOf(field)}
          WHERE ${entryMeets(filter, otherThanNumber)}))))`;
  }
  return orAll(
    filterKeys(filter.value).map(
      (key) => sql`d.custom @> ${JSON.stringify({ [filter.field]: [{ eq: [key] }] })}::jsonb`,
    ),
  );
}

/** The entries of the document that the filters kept, as a JSON array; null without filters. */
export function customMatches(filters: readonly SearchFilter[]): RawBuilder<unknown> {
  if (filters.length === 0) return sql`NULL::jsonb`;
  const kept = filters.map(
    (filter) => sql`SELECT e FROM ${entriesOf(filter.field)} WHERE ${entryMeets(filter)}`,
  );
  return sql`(SELECT jsonb_agg(e) FROM (${sql.join(kept, sql` UNION ALL `)}) AS kept)`;
}
