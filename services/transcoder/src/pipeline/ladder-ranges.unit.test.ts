import { describe, expect, it } from 'vitest';
import { cutTargets, planRanges } from './ladder-ranges.ts';

describe('cutTargets', () => {
  it('cuts every range length, the last range at least one long', () => {
    expect(cutTargets(3600, 60)).toHaveLength(59);
    expect(cutTargets(3600, 60).slice(0, 2)).toEqual([60, 120]);
    expect(cutTargets(179, 60)).toEqual([60]);
    expect(cutTargets(119, 60)).toEqual([]);
  });
});

describe('planRanges', () => {
  it('cuts at the first keyframe at or after each target', () => {
    const keyframes = [0, 8.341667, 16.683333, 25.025];
    expect(planRanges([8, 16, 24], keyframes)).toEqual([
      { index: 0, startSeconds: 0, durationSeconds: 8.341667 },
      { index: 1, startSeconds: 8.341667, durationSeconds: 8.341666 },
      { index: 2, startSeconds: 16.683333, durationSeconds: 8.341667 },
      { index: 3, startSeconds: 25.025, durationSeconds: null },
    ]);
  });

  it('cuts once where two targets find the same keyframe', () => {
    const ranges = planRanges([4, 8, 12], [0, 8.4, 16.7]);
    expect(ranges.map((range) => range.startSeconds)).toEqual([0, 8.4, 16.7]);
  });

  it('skips a target with no keyframe near it, and cuts nothing without one', () => {
    expect(planRanges([60, 120], [0, 90, 121]).map((range) => range.startSeconds)).toEqual([
      0, 121,
    ]);
    expect(planRanges([60, 120], [0, 200])).toEqual([]);
    expect(planRanges([], [0, 1, 2])).toEqual([]);
  });
});
