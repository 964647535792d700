import { describe, expect, it } from 'vitest';
import { mediaLimits } from './media-limits.ts';

const features = (encoders: string[], filters: string[]) => ({
  encoders: new Set(encoders),
  filters: new Set(filters),
  protocols: new Set<string>(),
});
const everyFilter = ['zscale', 'tonemap', 'drawtext'];

describe('mediaLimits', () => {
  it('says nothing of an ffmpeg with every encoder and filter the ladder uses', () => {
    const full = features(['libx264', 'aac', 'libx265', 'libsvtav1'], everyFilter);
    expect(mediaLimits(full)).toEqual({ hdrCodecs: ['hevc', 'av1'], notes: [] });
  });

  it('drops AV1 from the HDR levels without SVT-AV1, and says so', () => {
    const noAv1 = features(['libx264', 'aac', 'libx265', 'libaom-av1'], everyFilter);
    expect(mediaLimits(noAv1)).toEqual({
      hdrCodecs: ['hevc'],
      notes: ['ffmpeg has no libsvtav1 encoder: HDR sources get no AV1 levels'],
    });
  });

  it('names what fails without the tone map or the watermark filters', () => {
    const { notes } = mediaLimits(features(['libx264', 'aac', 'libx265', 'libsvtav1'], []));
    expect(notes).toEqual([
      "ffmpeg has no zscale or tonemap filter: HDR sources' jobs fail (their SDR levels are tone-mapped with them)",
      'ffmpeg has no drawtext filter: watermarked share links cannot be rendered',
    ]);
  });
});
