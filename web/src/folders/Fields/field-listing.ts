import { type CustomFieldType, parseCustomValue } from '@rushes/rules';

/** How a folder's filter compares an asset's value of a field (GraphQL's CustomFieldComparison). */
export const comparisons = [
  'EQUALS',
  'CONTAINS',
  'GREATER_THAN',
  'GREATER_OR_EQUAL',
  'LESS_THAN',
  'LESS_OR_EQUAL',
] as const;
export type Comparison = (typeof comparisons)[number];

/** A folder's assets by a custom field's value (GraphQL's CustomFieldOrder). */
export interface FieldOrder {
  fieldId: string;
  direction: 'ASC' | 'DESC';
}

/** Those whose value of a field compares with `value` (GraphQL's CustomFieldFilter). */
export interface FieldFilter {
  fieldId: string;
  comparison: Comparison;
  value: string;
}

const isComparison = (text: string): text is Comparison =>
  (comparisons as readonly string[]).includes(text);

/** The address's text of an order by a field: `ASC:<field id>` (ids never hold a colon). */
export const fieldOrderParam = ({ fieldId, direction }: FieldOrder) => `${direction}:${fieldId}`;

export function fieldOrderOf(param: string | null): FieldOrder | null {
  const match = /^(ASC|DESC):(.+)$/.exec(param ?? '');
  return match?.[1] && match[2]
    ? { direction: match[1] as FieldOrder['direction'], fieldId: match[2] }
    : null;
}

/** The address's text of a filter: `<comparison>:<field id>:<value>`. */
export const fieldFilterParam = ({ fieldId, comparison, value }: FieldFilter) =>
  `${comparison}:${fieldId}:${value}`;

export function fieldFilterOf(param: string): FieldFilter | null {
  const match = /^([A-Z_]+):([^:]+):(.+)$/s.exec(param);
  if (!match?.[1] || !match[2] || !match[3] || !isComparison(match[1])) return null;
  return { comparison: match[1], fieldId: match[2], value: match[3] };
}

/**
 * Whether a filter's value compares with a field of the type as the server reads it: any text
 * for TEXT, EMAIL and URL; a date alone for a DATETIME (that day, UTC); a POSITION only equal.
 */
export function filterable(type: CustomFieldType, comparison: Comparison, value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  if (type === 'TEXT' || type === 'EMAIL' || type === 'URL') return true;
  if (type === 'POSITION' && comparison !== 'EQUALS' && comparison !== 'CONTAINS') return false;
  if (parseCustomValue({ type, options: [] }, trimmed).ok) return true;
  return type === 'DATETIME' && parseCustomValue({ type: 'DATE', options: [] }, trimmed).ok;
}
