import { describe, expect, it } from 'vitest';
import { parseAle } from './ale.ts';
import { writeAle } from './ale.writer.ts';
import { testText } from './test-data.fixture.ts';

const real = ['sample', 'sample2', 'sampleUHD', 'sample_blanks', 'sample_cdl', 'sample_no_blanks'];

describe('the ALE writer', () => {
  it('writes the sections as Media Composer does, tab-separated, lines ending in CR LF', () => {
    const written = writeAle({
      heading: [
        ['VIDEO_FORMAT', '1080'],
        ['FPS', '25'],
      ],
      columns: ['Name', 'Tracks', 'Start', 'End'],
      rows: [{ Name: 'A001C001', Tracks: 'VA1', Start: '01:00:00:00', End: '01:00:10:00' }],
    }).toString('utf8');
    expect(written).toBe(
      [
        'Heading',
        'FIELD_DELIM\tTABS',
        'VIDEO_FORMAT\t1080',
        'FPS\t25',
        '',
        'Column',
        'Name\tTracks\tStart\tEnd',
        '',
        'Data',
        'A001C001\tVA1\t01:00:00:00\t01:00:10:00',
        '',
      ].join('\r\n'),
    );
  });

  it.each(real)('writes %s back so Rushes reads the same clips, columns and values', (name) => {
    const original = parseAle(testText(`ale/otio-ale-adapter-${name}.ale`));
    const columns = Object.keys(original.records[0]?.columns ?? {});
    const heading = Object.entries(original.heading);
    const rows = original.records.map((record) => record.columns);
    const again = parseAle(writeAle({ heading, columns, rows }).toString('utf8'));
    expect(again.heading).toEqual(original.heading);
    // Avid pads some values with spaces; the writer trims them, and so does every field read.
    const trimmed = (records: typeof original.records) =>
      records.map(({ columns, ...fields }) => ({
        ...fields,
        columns: Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, v.trim()])),
      }));
    expect(trimmed(again.records)).toEqual(trimmed(original.records));
  });

  it('keeps a value with a tab or a line break on its own row and column', () => {
    const written = writeAle({
      heading: [],
      columns: ['Name', 'Comments'],
      rows: [{ Name: 'A\tB', Comments: 'sky too blue\r\nwarm it' }, { Name: 'C' }],
    });
    const { records } = parseAle(written.toString('utf8'));
    expect(records.map((record) => record.columns)).toEqual([
      { Name: 'A B', Comments: 'sky too blue warm it' },
      { Name: 'C', Comments: '' },
    ]);
  });

  it('refuses a column without a name or named twice', () => {
    expect(() => writeAle({ heading: [], columns: ['Name', ' '], rows: [] })).toThrow();
    expect(() => writeAle({ heading: [], columns: ['Name', 'Name'], rows: [] })).toThrow();
  });
});
