import { describe, expect, it } from 'vitest';
import { hdr10Of, svtAv1Hdr10, x265Hdr10 } from './hdr10.ts';

const mastering = {
  side_data_type: 'Mastering display metadata',
  red_x: '34000/50000',
  red_y: '16000/50000',
  green_x: '13250/50000',
  green_y: '34500/50000',
  blue_x: '7500/50000',
  blue_y: '3000/50000',
  white_point_x: '15635/50000',
  white_point_y: '16450/50000',
  min_luminance: '50/10000',
  max_luminance: '10000000/10000',
};
const light = {
  side_data_type: 'Content light level metadata',
  max_content: 1000,
  max_average: 400,
};

describe('HDR10 metadata', () => {
  it("reads ffprobe's mastering display and light levels", () => {
    expect(hdr10Of([{ side_data_type: 'Display Matrix' }, mastering, light])).toEqual({
      mastering: {
        red: [0.68, 0.32],
        green: [0.265, 0.69],
        blue: [0.15, 0.06],
        whitePoint: [0.3127, 0.329],
        minLuminance: 0.005,
        maxLuminance: 1000,
      },
      lightLevel: { maxCll: 1000, maxFall: 400 },
    });
  });

  it('is null without either, and keeps one without the other', () => {
    expect(hdr10Of([{ side_data_type: 'Display Matrix' }])).toBeNull();
    expect(hdr10Of([light])).toEqual({
      mastering: null,
      lightLevel: { maxCll: 1000, maxFall: 400 },
    });
    expect(hdr10Of([{ ...mastering, red_x: 'n/a' }, light])?.mastering).toBeNull();
  });

  it('gives x265 its units and SVT-AV1 decimals', () => {
    const metadata = hdr10Of([mastering, light]);
    if (!metadata) throw new Error('metadata expected');
    expect(x265Hdr10(metadata)).toEqual([
      'hdr10=1',
      'master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,50)',
      'max-cll=1000,400',
    ]);
    expect(svtAv1Hdr10(metadata)).toEqual([
      'enable-hdr=1',
      'mastering-display=G(0.265,0.69)B(0.15,0.06)R(0.68,0.32)WP(0.3127,0.329)L(1000,0.005)',
      'content-light=1000,400',
    ]);
  });
});
