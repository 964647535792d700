/**
 * The SQL of `field:value` on custom values: the entries of the document `d` under the field's
 * key (`d.custom`). Equality goes through the keys each entry equals, which the index on `custom`
 * finds; the other comparisons read each entry as a row of `custom_field_value`'s columns and
 * compare it as the folder list does (`custom-field-condition.ts`), by the entry's type.
 */
import { customFieldTypes } from '@rushes/rules';
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
function compared(bounds: readonly [Comparison, string][]): Condition {
  return orAll(
    customFieldTypes.flatMap((type) => {
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

/** Whether the entry `e` meets the filter. */
function entryMeets(filter: SearchFilter): Condition {
  switch (filter.operator) {
    case '=': {
      const keys = filterKeys(filter.value);
      return keys.length === 0 ? sql<boolean>`false` : sql<boolean>`(e -> 'eq') ?| ${keys}::text[]`;
    }
    case 'between':
      return compared([
        ['>=', filter.value],
        ['<=', filter.to],
      ]);
    default:
      return compared([[filter.operator, filter.value]]);
  }
}

/** What a filter keeps of the custom values: a document with an entry of the field that meets it. */
export function customFilterMatches(filter: SearchFilter): Condition {
  if (filter.operator !== '=') {
    // the key first: most documents have no such field, and skip the subquery
    return sql<boolean>`(d.custom ? ${filter.field}
      AND EXISTS (SELECT 1 FROM ${entriesOf(filter.field)} WHERE ${entryMeets(filter)}))`;
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
