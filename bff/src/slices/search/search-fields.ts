/**
 * What an asset's metadata gives search: the slate's parts named ("Scene 19A Take 3"), and each
 * value under its column's key for `field:value` filters.
 */

import type { Slate } from '../metadata/metadata-record.ts';
import { metadataEntries, slateKeys } from '../metadata/slate.ts';

/** A text as its words: accents and case aside, each run of anything else one space. */
export const searchWordsOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A column's name as filters compare it: accents, case, spaces and punctuation aside, so
 * `camera_angle:B`, `"Camera Angle":B` and `cameraangle:B` name the same column.
 */
export const searchFieldKey = (name: string): string => searchWordsOf(name).replaceAll(' ', '');

/** The slate's parts with their names, in the inspector's order; null without any. */
export function slateLabelsOf(slate: Slate): string | null {
  const parts = slateKeys.flatMap(([part, label]) => {
    const value = slate[part];
    return typeof value === 'string' && value.trim() !== '' ? [`${label} ${value.trim()}`] : [];
  });
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The values filters compare, by `searchFieldKey`: the slate's parts (Selected as Yes or No) and
 * the file's columns; the first of a key wins, as the inspector shows it.
 */
export function fieldsOf(
  slate: Slate,
  entries: readonly { key: string; value: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { key, value } of metadataEntries(slate, entries)) {
    const name = searchFieldKey(key);
    if (name !== '' && !(name in fields)) fields[name] = value;
  }
  return fields;
}
