import { describe, expect, it } from 'vitest';
import { iconSizeOf, pictureWidth, showsMetadata } from './grid-sizes.ts';

describe('the grid icon size', () => {
  it('is clamped to 1–4, 4 when it is no number', () => {
    expect([0, 1, 2.4, 3.6, 9].map(iconSizeOf)).toEqual([1, 1, 2, 4, 4]);
    expect(iconSizeOf('x')).toBe(4);
  });

  it('widens the pictures and shows metadata above 2', () => {
    expect(pictureWidth(1)).toBeLessThan(pictureWidth(4));
    expect([1, 2, 3, 4].map((size) => showsMetadata(iconSizeOf(size)))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
