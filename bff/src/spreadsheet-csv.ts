import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would read as a formula (OWASP, "CSV Injection"): one that begins with
 * `=`, `+`, `-` or `@`, after any leading white space, or with a tab or a carriage return.
 */
const formulaStart = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * The cell as text a spreadsheet shows and never runs: a formula-like cell gets a leading single
 * quote, which Excel, LibreOffice and Google Sheets read as "text" (and a person sees for what it
 * is); any other cell stays as it is. As OWASP advises, this holds for every such cell, numbers
 * included: `-3` is written `'-3`. No number Rushes writes itself begins so (frames count from
 * zero, timecodes and dates begin with a digit), so only text people typed is ever changed.
 */
export const neutraliseFormula = (cell: string): string =>
  formulaStart.test(cell) ? `'${cell}` : cell;

/**
 * Rows as CSV for a spreadsheet: every cell passes through `neutraliseFormula`; lines end with
 * CR LF. Every CSV Rushes writes is made here.
 */
export const spreadsheetCsv = (rows: readonly (readonly string[])[]): string =>
  stringify(
    rows.map((row) => [...row]),
    { record_delimiter: 'windows', cast: { string: neutraliseFormula } },
  );
