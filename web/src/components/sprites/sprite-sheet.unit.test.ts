import { describe, expect, it } from 'vitest';
import {
  clampPixelRatio,
  type SpriteSheet,
  tileAt,
  tileAtTime,
  tileStyle,
  timeAt,
} from './sprite-sheet.ts';

/** 6 × 5 tiles per sheet (the thumbnail sprite), 40 tiles one second apart: two sheets. */
const sheet: SpriteSheet = {
  urls: ['thumb_0.jpg', 'thumb_1.jpg'],
  columns: 6,
  rows: 5,
  tileWidth: 160,
  tileHeight: 90,
  frameCount: 40,
  intervalMs: 1000,
};
const duration = 40_000;

describe('hover scrub', () => {
  it('maps the pointer across the thumbnail to a time, then to a tile', () => {
    expect(tileAt(sheet, { x: 0, width: 80 }, duration)).toEqual({
      url: 'thumb_0.jpg',
      column: 0,
      row: 0,
    });
    // 7/80 of 40 s = 3.5 s: tile 3
    expect(tileAt(sheet, { x: 7, width: 80 }, duration)).toMatchObject({ column: 3, row: 0 });
    // 50 % = 20 s: tile 20 = row 3, column 2
    expect(tileAt(sheet, { x: 40, width: 80 }, duration)).toMatchObject({ column: 2, row: 3 });
  });

  it('goes on to the next sheet after 30 tiles', () => {
    // 31 s: tile 31 = second sheet, tile 1
    expect(tileAt(sheet, { x: 62, width: 80 }, duration)).toEqual({
      url: 'thumb_1.jpg',
      column: 1,
      row: 0,
    });
  });

  it('stays on the first and last tile outside the thumbnail', () => {
    expect(tileAt(sheet, { x: -10, width: 80 }, duration)).toMatchObject({ column: 0, row: 0 });
    expect(tileAt(sheet, { x: 95, width: 80 }, duration)).toEqual({
      url: 'thumb_1.jpg',
      column: 3,
      row: 1,
    });
  });

  it('finds the tile of a time, one every interval, the last one past the end', () => {
    expect(tileAtTime(sheet, 0)).toEqual({ url: 'thumb_0.jpg', column: 0, row: 0 });
    expect(tileAtTime(sheet, 13_999)).toMatchObject({ url: 'thumb_0.jpg', column: 1, row: 2 });
    expect(tileAtTime(sheet, 30_000)).toEqual({ url: 'thumb_1.jpg', column: 0, row: 0 });
    expect(tileAtTime(sheet, 90_000)).toEqual({ url: 'thumb_1.jpg', column: 3, row: 1 });
  });

  it('maps a pointer to a time within the duration', () => {
    expect(timeAt({ x: 20, width: 80 }, duration)).toBe(10_000);
    expect(timeAt({ x: -5, width: 80 }, duration)).toBe(0);
    expect(timeAt({ x: 100, width: 80 }, duration)).toBe(duration);
    expect(timeAt({ x: 10, width: 0 }, duration)).toBe(0);
  });

  it('has no tile without tiles', () => {
    expect(tileAt({ ...sheet, urls: [] }, { x: 1, width: 80 }, duration)).toBeNull();
  });

  it('positions the sheet so the tile fills the thumbnail', () => {
    const tile = { url: 'thumb_0.jpg', column: 2, row: 3 };
    expect(tileStyle(sheet, tile, 80, 1)).toEqual({
      backgroundImage: 'url("thumb_0.jpg")',
      backgroundSize: '480px 225px',
      backgroundPosition: '-160px -135px',
    });
  });

  it('snaps offsets to device pixels, the ratio clamped to 1…2', () => {
    const tile = { url: 'thumb_0.jpg', column: 1, row: 1 };
    expect(tileStyle(sheet, tile, 64.3, 3).backgroundPosition).toBe('-64.5px -36px');
    expect(clampPixelRatio(3)).toBe(2);
    expect(clampPixelRatio(0.5)).toBe(1);
    expect(clampPixelRatio(0)).toBe(1);
  });
});
