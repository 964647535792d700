/**
 * Custom values as search reads them (pure): the entry a value becomes in its asset's document,
 * with the keys it equals, and the keys the value of a `field:value` filter may equal. A key is
 * the value's type and its text as `parseCustomValue` reads it back (`NUMBER:4`, `BOOLEAN:true`,
 * `DATE:2026-11-05`); text of any of the text types is one kind, its words accents, case and
 * punctuation aside (`text:arri alexa`).
 */
import type { SearchCustomEntry } from '@rushes/migrations';
import {
  type CustomFieldType,
  type CustomValue,
  customFieldTypes,
  customValueText,
  parseCustomValue,
} from '@rushes/rules';
import { searchWordsOf } from './search-fields.ts';

/** The types whose values are found as words too ("Harbour" finds a Location "Harbour Wall"). */
export const wordTypes = ['TEXT', 'EMAIL', 'URL'] as const satisfies readonly CustomFieldType[];

export const isWordType = (type: string): boolean =>
  (wordTypes as readonly string[]).includes(type);

const keyOf = (value: CustomValue) =>
  isWordType(value.type)
    ? `text:${searchWordsOf(customValueText(value))}`
    : `${value.type}:${customValueText(value)}`;

/** A value as its asset's document holds it; an instant equals its day in UTC too. */
export function customEntryOf(value: CustomValue): Omit<SearchCustomEntry, 'name'> {
  const eq = [keyOf(value)];
  if (value.type === 'DATETIME') eq.push(`DATETIME:${value.value.slice(0, 10)}`);
  return { type: value.type, text: customValueText(value), value: value.value, eq };
}

/**
 * The keys a filter's value equals, as each type would read it: `yes` is `BOOLEAN:true` and
 * `text:yes`; a date is a DATE and the day of a DATETIME.
 */
export function filterKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const type of customFieldTypes) {
    const parsed = parseCustomValue({ type, options: [] }, text);
    if (parsed.ok) keys.add(keyOf(parsed.value));
  }
  const day = parseCustomValue({ type: 'DATE', options: [] }, text);
  if (day.ok) keys.add(`DATETIME:${day.value.value}`);
  return [...keys];
}
