import { describe, expect, it } from 'vitest';
import { customEntryOf, filterKeys } from './search-custom-values.ts';

describe('a custom value as search reads it', () => {
  it('equals its text by its words, and any other value by its type and value', () => {
    expect(customEntryOf({ type: 'TEXT', value: 'Château, Wall' })).toEqual({
      type: 'TEXT',
      text: 'Château, Wall',
      value: 'Château, Wall',
      eq: ['text:chateau wall'],
    });
    expect(customEntryOf({ type: 'NUMBER', value: 4 }).eq).toEqual(['NUMBER:4']);
    expect(customEntryOf({ type: 'BOOLEAN', value: true })).toMatchObject({
      text: 'true',
      eq: ['BOOLEAN:true'],
    });
    expect(customEntryOf({ type: 'DATETIME', value: '2026-11-05T23:30:00.000Z' }).eq).toEqual([
      'DATETIME:2026-11-05T23:30:00.000Z',
      'DATETIME:2026-11-05',
    ]);
  });

  it('is what a filter’s value equals, read as each type reads it', () => {
    expect(filterKeys('B')).toEqual(['text:b']);
    expect(filterKeys('yes')).toEqual(['text:yes', 'BOOLEAN:true']);
    expect(filterKeys('4.0')).toEqual(['text:4 0', 'NUMBER:4']);
    expect(filterKeys('2026-11-05')).toEqual([
      'text:2026 11 05',
      'DATE:2026-11-05',
      'DATETIME:2026-11-05',
    ]);
    expect(filterKeys('2026-11-05T23:30Z')).toContain('DATETIME:2026-11-05T23:30:00.000Z');
    expect(filterKeys('2026-11-05T23:30Z')).not.toContain('DATETIME:2026-11-05');
    expect(filterKeys('9:05')).toContain('TIME:09:05:00');
  });
});
