import { describe, expect, it } from 'vitest';
import { entrySegment, uniquePaths, zipName } from './download-plan.ts';

describe('entrySegment', () => {
  it('keeps a name, but never as more than one segment or a way up', () => {
    expect(entrySegment('Take 1.mov')).toBe('Take 1.mov');
    expect(entrySegment('Day 1/2')).toBe('Day 1_2');
    expect(entrySegment('..\\etc')).toBe('.._etc');
    expect(entrySegment('..')).toBe('_');
    expect(entrySegment(' \u0007 ')).toBe('_');
  });
});

describe('uniquePaths', () => {
  it('numbers a repeated path before its extension, whatever the case', () => {
    expect(
      uniquePaths(['Day 1/Take 1.mov', 'Day 1/take 1.MOV', 'Day 1/Take 1.mov', 'Day 1/Notes']),
    ).toEqual(['Day 1/Take 1.mov', 'Day 1/take 1 (2).MOV', 'Day 1/Take 1 (3).mov', 'Day 1/Notes']);
  });

  it('numbers a name without extension at its end, and leaves a dotted folder alone', () => {
    expect(uniquePaths(['Notes', 'Notes', 'v1.2/Take', 'v1.2/Take'])).toEqual([
      'Notes',
      'Notes (2)',
      'v1.2/Take',
      'v1.2/Take (2)',
    ]);
  });
});

describe('zipName', () => {
  it('adds the zip extension', () => {
    expect(zipName('Day 1')).toBe('Day 1.zip');
  });
});
