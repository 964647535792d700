/**
 * What an Avid Log Exchange file holds: the heading's settings in order, the column names, and
 * one row per clip by column name (a missing value is empty).
 */
export interface AleSheet {
  heading: readonly (readonly [key: string, value: string])[];
  columns: readonly string[];
  rows: readonly Readonly<Record<string, string>>[];
}

/** A value on one line without tabs: a tab or line break would move every value after it. */
const cell = (value: string) => value.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * The sheet as Media Composer writes an ALE, which it imports into a bin (or merges into the
 * clips there): `Heading` with `FIELD_DELIM` TABS first, `Column` with the names on one line,
 * `Data` with a row a line, a blank line between sections, tab-separated, lines ending in CR LF.
 * `ale.ts` reads it back.
 */
export function writeAle(sheet: AleSheet): Buffer {
  const names = sheet.columns.map(cell);
  if (names.some((name) => name === '') || new Set(names).size !== names.length) {
    throw new Error('ALE columns need names, each once');
  }
  const heading = [['FIELD_DELIM', 'TABS'] as const, ...sheet.heading].filter(
    ([key], index) => index === 0 || key !== 'FIELD_DELIM',
  );
  const lines = [
    'Heading',
    ...heading.map(([key, value]) => `${cell(key)}\t${cell(value)}`),
    '',
    'Column',
    names.join('\t'),
    '',
    'Data',
    ...sheet.rows.map((row) => sheet.columns.map((name) => cell(row[name] ?? '')).join('\t')),
  ];
  return Buffer.from(lines.map((line) => `${line}\r\n`).join(''), 'utf8');
}
