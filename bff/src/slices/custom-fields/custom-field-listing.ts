import type { CustomFieldType } from '@rushes/rules';
import { type RawBuilder, sql } from 'kysely';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type {
  CustomFieldComparison,
  CustomFieldFilter,
  CustomFieldOrder,
} from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import type { AssetSort } from '../assets/asset.queries.ts';
import { type Comparison, operandOf, valueCondition } from '../custom-field-condition.ts';
import { fieldsOfProject } from './custom-field.access.ts';
import type { CustomFieldRow } from './custom-field.queries.ts';

/** The most custom field filters one folder list takes. */
export const MAX_FIELD_FILTERS = 10;

const comparisonOf: Record<CustomFieldComparison, Comparison> = {
  EQUALS: '=',
  CONTAINS: 'contains',
  GREATER_THAN: '>',
  GREATER_OR_EQUAL: '>=',
  LESS_THAN: '<',
  LESS_OR_EQUAL: '<=',
};

/**
 * An asset's value of the field as a sort position that is never null, compared as a name
 * (`rushes_name`, 2 before 10), as plain text (dates and times sort as their digits) or as a
 * number: an asset without one sorts first going up (empty text, −∞). A DATETIME sorts by its
 * instant (seconds since 1970), a BOOLEAN false before true, a POSITION from south to north.
 */
function positionOf(fieldId: string, type: CustomFieldType): Omit<AssetSort, 'direction'> {
  const value = (column: string) =>
    sql`(SELECT ${sql.ref(`v.${column}`)} FROM custom_field_value v
      WHERE v.asset_id = asset.id AND v.field_id = ${fieldId}::uuid)`;
  const number = (expression: RawBuilder<unknown>) => ({
    position: sql`coalesce((${expression})::float8, '-Infinity'::float8)`,
    kind: 'number' as const,
  });
  switch (type) {
    case 'TEXT':
    case 'EMAIL':
    case 'URL':
      return {
        position: sql`coalesce(${value('text_value')}, '') COLLATE rushes_name`,
        kind: 'name',
      };
    case 'DATE':
      return {
        position: sql`coalesce(${value('date_value')}::text, '') COLLATE "C"`,
        kind: 'text',
      };
    case 'TIME':
      return {
        position: sql`coalesce(${value('time_value')}::text, '') COLLATE "C"`,
        kind: 'text',
      };
    case 'NUMBER':
      return number(value('number_value'));
    case 'BOOLEAN':
      return number(sql`${value('boolean_value')}::int`);
    case 'DATETIME':
      return number(sql`extract(epoch FROM ${value('timestamp_value')})`);
    case 'POSITION':
      return number(sql`${value('point_value')}[1]`);
  }
}

/** A field of the folder's workspace a list names; NOT_FOUND for another. */
function fieldNamed(fields: readonly CustomFieldRow[], globalId: string): CustomFieldRow {
  const { id } = fromGlobalId(globalId, { type: 'CustomField', field: 'fieldId' });
  const field = fields.find((known) => known.id === id);
  if (!field) throw appError('NOT_FOUND', { field: 'fieldId', entity: 'customField' });
  return field;
}

/** The condition that an asset's value of the field passes the filter; VALIDATION_FAILED else. */
function filterCondition(field: CustomFieldRow, filter: CustomFieldFilter): RawBuilder<boolean> {
  const comparison = comparisonOf[filter.comparison ?? 'EQUALS'];
  const operand = operandOf(field.type, filter.value);
  if (!operand) {
    throw appError('VALIDATION_FAILED', { field: 'fieldFilters', rule: 'value', type: field.type });
  }
  const condition = valueCondition('v', comparison, operand);
  if (!condition)
    throw appError('VALIDATION_FAILED', { field: 'fieldFilters', rule: 'comparison' });
  return sql<boolean>`EXISTS (SELECT 1 FROM custom_field_value v
    WHERE v.asset_id = asset.id AND v.field_id = ${field.id}::uuid AND ${condition})`;
}

/**
 * What a folder list's custom field arguments ask of its assets: an order by a field's value
 * (null when none is asked), and a condition for each filter, all on fields of the workspace of
 * the folder's project.
 */
export async function fieldListing(
  ctx: RequestContext,
  projectId: string,
  args: {
    orderByField?: CustomFieldOrder | null;
    fieldFilters?: readonly CustomFieldFilter[] | null;
  },
): Promise<{ order: AssetSort | null; conditions: RawBuilder<boolean>[] }> {
  const filters = args.fieldFilters ?? [];
  if (filters.length > MAX_FIELD_FILTERS) {
    throw appError('VALIDATION_FAILED', {
      field: 'fieldFilters',
      rule: 'maxItems',
      max: MAX_FIELD_FILTERS,
    });
  }
  if (!args.orderByField && filters.length === 0) return { order: null, conditions: [] };
  const fields = await fieldsOfProject(ctx, projectId);
  const conditions = filters.map((filter) =>
    filterCondition(fieldNamed(fields, filter.fieldId), filter),
  );
  if (!args.orderByField) return { order: null, conditions };
  const field = fieldNamed(fields, args.orderByField.fieldId);
  const direction = args.orderByField.direction === 'DESC' ? 'desc' : 'asc';
  return { order: { ...positionOf(field.id, field.type), direction }, conditions };
}
