import { describe, expect, it } from 'vitest';
import { durationOf } from './useMediaState.ts';

const ranges = (...ends: number[]) =>
  ({
    length: ends.length,
    start: () => 0,
    end: (index: number) => ends[index] ?? 0,
  }) as TimeRanges;

describe('durationOf', () => {
  it("is the media's duration once known, 0 before", () => {
    expect(durationOf({ duration: 12.5, seekable: ranges(12.5) })).toBe(12.5);
    expect(durationOf({ duration: Number.NaN, seekable: ranges() })).toBe(0);
  });

  it('is as far as it can seek while a growing stream has no end yet', () => {
    expect(durationOf({ duration: Number.POSITIVE_INFINITY, seekable: ranges(6) })).toBe(6);
    expect(durationOf({ duration: Number.POSITIVE_INFINITY, seekable: ranges() })).toBe(0);
  });
});
