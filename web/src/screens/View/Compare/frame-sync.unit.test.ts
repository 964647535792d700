import { describe, expect, it } from 'vitest';
import { alignedTime } from './frame-sync.ts';

describe('B on A’s frame', () => {
  it('lands B in the middle of the frame A shows, wherever in it A is', () => {
    const rates = { a: 25, b: 25 };
    expect(alignedTime(0, rates)).toBeCloseTo(0.02);
    expect(alignedTime(0.4, rates)).toBeCloseTo(0.42);
    expect(alignedTime(0.4399, rates)).toBeCloseTo(0.42);
    expect(alignedTime(0.44, rates)).toBeCloseTo(0.46);
  });

  it('keeps the frame number at 23.976 and when the versions’ rates differ', () => {
    const fps = 24000 / 1001;
    const frame = 1000;
    const aTime = (frame + 0.5) / fps;
    expect(alignedTime(aTime, { a: fps, b: fps })).toBeCloseTo(aTime, 9);
    expect(alignedTime(aTime, { a: fps, b: 25 })).toBeCloseTo((frame + 0.5) / 25, 9);
  });
});
