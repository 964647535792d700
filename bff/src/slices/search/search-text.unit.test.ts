import { describe, expect, it } from 'vitest';
import { isEmptySearch, parseSearchText } from './search-text.ts';

const words = (...texts: string[]) => texts.map((text) => ({ text, phrase: false }));

describe('parseSearchText', () => {
  it('asks for nothing when the text is empty or blank', () => {
    expect(isEmptySearch(parseSearchText(''))).toBe(true);
    expect(isEmptySearch(parseSearchText('   \t '))).toBe(true);
    expect(isEmptySearch(parseSearchText('""'))).toBe(true);
  });

  it('takes words between spaces, keeping their punctuation for the engine', () => {
    const search = parseSearchText('  19A/3   A003C012.mov camera ');
    expect(search.terms).toEqual(words('19A/3', 'A003C012.mov', 'camera'));
    expect(search.filters).toEqual([]);
    expect(search.text).toBe('19A/3 A003C012.mov camera');
  });

  it('takes a quoted phrase whole, and an unclosed quote to the end', () => {
    expect(parseSearchText('"soft focus" wide').terms).toEqual([
      { text: 'soft focus', phrase: true },
      { text: 'wide', phrase: false },
    ]);
    expect(parseSearchText('take "scene 19A').terms).toEqual([
      { text: 'take', phrase: false },
      { text: 'scene 19A', phrase: true },
    ]);
  });

  it('reads field:value as a filter on the column, its name compared loosely', () => {
    const search = parseSearchText('camera:B "Camera Angle":"wide left" camera_angle:A 19A');
    expect(search.filters).toEqual([
      { field: 'camera', label: 'camera', operator: '=', value: 'B' },
      { field: 'cameraangle', label: 'Camera Angle', operator: '=', value: 'wide left' },
      { field: 'cameraangle', label: 'camera_angle', operator: '=', value: 'A' },
    ]);
    expect(search.terms).toEqual(words('19A'));
    expect(search.text).toBe('19A');
  });

  it('reads comparisons and ranges', () => {
    expect(
      parseSearchText('rating:>3 rating:<=5 shoot_date:2026-05-01..2026-05-31').filters,
    ).toEqual([
      { field: 'rating', label: 'rating', operator: '>', value: '3' },
      { field: 'rating', label: 'rating', operator: '<=', value: '5' },
      {
        field: 'shootdate',
        label: 'shoot_date',
        operator: 'between',
        value: '2026-05-01',
        to: '2026-05-31',
      },
    ]);
  });

  it('takes a chunk that only looks like a field as a word', () => {
    // a timecode, a field without a value, a name starting with a digit
    expect(parseSearchText('01:00:10:00 camera: 2nd:unit').terms).toEqual(
      words('01:00:10:00', 'camera:', '2nd:unit'),
    );
    expect(parseSearchText('01:00:10:00 camera:').filters).toEqual([]);
  });
});

describe('has:', () => {
  it('asks for assets with comments, once however often it is said', () => {
    const search = parseSearchText('selected:yes has:comments day:12 HAS:Comment');
    expect(search.has).toEqual(['comments']);
    expect(search.filters.map((filter) => filter.field)).toEqual(['selected', 'day']);
    expect(search.problems).toEqual([]);
    expect(isEmptySearch(parseSearchText('has:comments'))).toBe(false);
  });

  it('names what it cannot read: has: of anything else, a quote left open', () => {
    expect(parseSearchText('has:constructor').problems).toEqual([
      { rule: 'has', value: 'constructor' },
    ]);
    expect(parseSearchText('has:>2').problems).toEqual([{ rule: 'has', value: '2' }]);
    expect(parseSearchText('take "scene 19A').problems).toEqual([{ rule: 'quote' }]);
    expect(parseSearchText('notes:"print it').problems).toEqual([{ rule: 'quote' }]);
    expect(parseSearchText('"camera angle":B "wide" x').problems).toEqual([]);
  });
});
