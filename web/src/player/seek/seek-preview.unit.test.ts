import { describe, expect, it } from 'vitest';
import type { SpriteSheet } from '../../components/sprites/sprite-sheet.ts';
import { PREVIEW_MIN_WIDTH, previewLeft, previewWidth, seekPreviewAt } from './seek-preview.ts';

/** The player sprite: 6 × 10 tiles of 160 × 90 per sheet, 100 tiles 0.5 s apart (50 s). */
const sprite: SpriteSheet = {
  urls: ['player_0.jpg', 'player_1.jpg'],
  columns: 6,
  rows: 10,
  tileWidth: 160,
  tileHeight: 90,
  frameCount: 100,
  intervalMs: 500,
};

describe('seek preview', () => {
  it('shows the tile of the time under the pointer, with that time', () => {
    // 25 % of 50 s = 12.5 s: tile 25 = row 4, column 1 of the first sheet
    expect(seekPreviewAt(sprite, { x: 200, width: 800 }, 50)).toMatchObject({
      seconds: 12.5,
      tile: { url: 'player_0.jpg', column: 1, row: 4 },
    });
    // 40 s: tile 80 = the second sheet's tile 20, row 3, column 2
    expect(seekPreviewAt(sprite, { x: 640, width: 800 }, 50).tile).toEqual({
      url: 'player_1.jpg',
      column: 2,
      row: 3,
    });
  });

  it('is a quarter of the bar wide, never under 90 px nor over the tile', () => {
    expect(previewWidth(400, 160)).toBe(100);
    expect(previewWidth(200, 160)).toBe(PREVIEW_MIN_WIDTH);
    expect(previewWidth(1600, 160)).toBe(160);
    expect(previewWidth(1600, 60)).toBe(PREVIEW_MIN_WIDTH);
    expect(seekPreviewAt(sprite, { x: 0, width: 800 }, 50)).toMatchObject({
      width: 160,
      height: 90,
    });
  });

  it('centres on the pointer and stays within the bar', () => {
    expect(previewLeft(400, 800, 160)).toBe(320);
    expect(previewLeft(30, 800, 160)).toBe(0);
    expect(previewLeft(790, 800, 160)).toBe(640);
    expect(seekPreviewAt(sprite, { x: 900, width: 800 }, 50)).toMatchObject({
      seconds: 50,
      left: 640,
    });
    expect(previewLeft(50, 60, 90)).toBe(0);
  });

  it('shows the position alone without a sprite', () => {
    expect(seekPreviewAt(null, { x: 100, width: 400 }, 8)).toEqual({
      seconds: 2,
      left: 55,
      width: PREVIEW_MIN_WIDTH,
      height: 0,
      tile: null,
    });
  });
});
