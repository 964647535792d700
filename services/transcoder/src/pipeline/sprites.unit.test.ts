import { describe, expect, it } from 'vitest';
import { planSprites } from './sprites.ts';
import { fitWithin, planImageStills, planVideoStills, posterSeconds } from './stills.ts';

const hd = { width: 1920, height: 1080, fps: 25 };

describe('planSprites', () => {
  it('spreads one full player sheet and one thumbnail sheet over a short clip', () => {
    expect(planSprites({ ...hd, durationMs: 10_000 })).toEqual({
      player: {
        name: 'player',
        columns: 6,
        rows: 10,
        tileWidth: 160,
        tileHeight: 90,
        frameCount: 60,
        intervalMs: 10_000 / 60,
        sheetCount: 1,
      },
      thumb: {
        name: 'thumb',
        columns: 6,
        rows: 5,
        tileWidth: 320,
        tileHeight: 180,
        frameCount: 30,
        intervalMs: 10_000 / 30,
        sheetCount: 1,
      },
    });
  });

  it('samples a frame per 2 s on long media, at most ten player sheets', () => {
    expect(planSprites({ ...hd, durationMs: 600_000 }).player).toMatchObject({
      frameCount: 300,
      intervalMs: 2000,
      sheetCount: 5,
    });
    expect(planSprites({ ...hd, durationMs: 7_200_000 }).player).toMatchObject({
      frameCount: 600,
      intervalMs: 12_000,
      sheetCount: 10,
    });
  });

  it('never asks for more frames than the source has, and follows its aspect', () => {
    const { player, thumb } = planSprites({ width: 720, height: 960, fps: 25, durationMs: 1000 });
    expect([player.frameCount, thumb.frameCount]).toEqual([25, 25]);
    expect([player.tileWidth, player.tileHeight, thumb.tileHeight]).toEqual([160, 214, 426]);
  });
});

describe('stills', () => {
  it('fits poster and thumbnail in their boxes without enlarging', () => {
    expect(fitWithin({ width: 3840, height: 2160 }, { width: 1920, height: 1080 })).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(fitWithin({ width: 1080, height: 1920 }, { width: 640, height: 360 })).toEqual({
      width: 202,
      height: 360,
    });
    expect(planImageStills({ width: 800, height: 600 })).toEqual({
      atSeconds: null,
      poster: { width: 800, height: 600 },
      thumbnail: { width: 480, height: 360 },
    });
  });

  it('takes the video poster at 10% of the duration, at 1 s when it is unknown', () => {
    expect(posterSeconds(120_000)).toBe(12);
    expect(posterSeconds(null)).toBe(1);
    expect(planVideoStills(hd, 10_000).atSeconds).toBe(1);
  });
});
