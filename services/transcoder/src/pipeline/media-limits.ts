import type { MediaFeatures } from '@rushes/runtime';
import { HDR_CODECS, type HdrCodec } from './ladder.ts';

/** The encoder each HDR codec's levels are made with. */
const hdrEncoders: Record<HdrCodec, string> = { hevc: 'libx265', av1: 'libsvtav1' };
const hdrNames: Record<HdrCodec, string> = { hevc: 'HEVC', av1: 'AV1' };

/** What a job needs that an ffmpeg build may lack, and what goes without it. */
const needs: { kind: 'encoders' | 'filters'; names: string[]; without: string }[] = [
  { kind: 'encoders', names: ['libx264', 'aac'], without: 'no video can be transcoded' },
  {
    kind: 'filters',
    names: ['zscale', 'tonemap'],
    without: "HDR sources' jobs fail (their SDR levels are tone-mapped with them)",
  },
  { kind: 'filters', names: ['drawtext'], without: 'watermarked share links cannot be rendered' },
];

export interface MediaLimits {
  /** The HDR codecs this ffmpeg can encode: the ladder plans levels in these only. */
  hdrCodecs: HdrCodec[];
  /** What this ffmpeg cannot do, a sentence each, for the start-up log. */
  notes: string[];
}

/** What the transcoder can make with an ffmpeg that lists these encoders and filters. */
export function mediaLimits(features: MediaFeatures): MediaLimits {
  const hdrCodecs = HDR_CODECS.filter((codec) => features.encoders.has(hdrEncoders[codec]));
  const notes = HDR_CODECS.filter((codec) => !hdrCodecs.includes(codec)).map(
    (codec) =>
      `ffmpeg has no ${hdrEncoders[codec]} encoder: HDR sources get no ${hdrNames[codec]} levels`,
  );
  for (const need of needs) {
    const missing = need.names.filter((name) => !features[need.kind].has(name));
    const kind = need.kind === 'encoders' ? 'encoder' : 'filter';
    if (missing.length > 0)
      notes.push(`ffmpeg has no ${missing.join(' or ')} ${kind}: ${need.without}`);
  }
  return { hdrCodecs, notes };
}
