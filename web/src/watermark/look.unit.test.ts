import { describe, expect, it } from 'vitest';
import { containedRect, lookOf } from './look.ts';

describe('containedRect', () => {
  it('letterboxes a 4:3 picture in a 16:9 stage, pillarboxing centred', () => {
    expect(containedRect({ width: 1600, height: 900 }, { width: 1440, height: 1080 })).toEqual({
      left: 200,
      top: 0,
      width: 1200,
      height: 900,
    });
    const wide = containedRect({ width: 1600, height: 900 }, { width: 3840, height: 1600 });
    expect(wide.left).toBe(0);
    expect(wide.width).toBe(1600);
    expect(wide.height).toBeCloseTo(666.667, 3);
    expect(wide.top).toBeCloseTo(116.667, 3);
  });

  it('fills the stage while the picture size is not known', () => {
    expect(containedRect({ width: 640, height: 360 }, null)).toEqual({
      left: 0,
      top: 0,
      width: 640,
      height: 360,
    });
  });
});

describe('lookOf', () => {
  it('leaves out an item this page does not know and takes the image URL', () => {
    const look = lookOf({
      watermarks: {
        enabled: true,
        items: [
          { position: 'CENTER', type: 'FRAME', text: '' },
          { position: 'CENTER', type: '%future added value', text: '' },
        ],
        fontSize: 32,
        opacity: 100,
        opacityBackground: 50,
        horizontalOffset: 0,
        verticalOffset: 0,
      },
      overlay: { enabled: true, size: 100, opacity: 100, x: 0, y: 0, image: { url: '/i.png' } },
    });
    expect(look.watermarks.items).toEqual([{ position: 'CENTER', type: 'FRAME', text: '' }]);
    expect(look.imageUrl).toBe('/i.png');
    expect(look.overlay).toEqual({ enabled: true, size: 100, opacity: 100, x: 0, y: 0 });
  });
});
