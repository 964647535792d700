import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, spreadsheetCsv } from './spreadsheet-csv.ts';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://x","y")'],
    ['+1+1'],
    ['-2+3'],
    ['@SUM(A1)'],
    ['\t=1'],
    ['\tplain after a tab'],
    ['\rplain after a carriage return'],
  ])('writes %j as text behind a single quote', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each([['  =1+1'], ['\n@cmd'], ['\u00a0-1']])(
    'sees the trigger behind leading white space in %j',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    },
  );

  it('quotes a negative number too, as OWASP advises (no number Rushes writes is negative)', () => {
    expect(neutraliseFormula('-3')).toBe("'-3");
  });

  it.each([
    ['Warmer here'],
    [''],
    ['10:00:01:05'],
    ['125'],
    ['2026-11-29 16:05'],
    ['v3'],
    ['a = b + c - d @ e'],
    ["'already quoted"],
  ])('leaves %j as it is', (cell) => {
    expect(neutraliseFormula(cell)).toBe(cell);
  });
});

describe('spreadsheetCsv', () => {
  it('neutralises every cell of every row, then quotes as CSV does', () => {
    const csv = spreadsheetCsv([
      ['Comment', 'Frame'],
      ['=HYPERLINK("http://x","y")', '30'],
      ['fine, with a comma', '@me'],
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['Comment', 'Frame'],
      ['\'=HYPERLINK("http://x","y")', '30'],
      ['fine, with a comma', "'@me"],
    ]);
  });
});
