import { av1Main10, h264High, hevcMain10 } from './codec-levels.ts';
import type { VideoRange } from './types.ts';

/** HLS segment length; every level forces a keyframe on the same 2 s grid, so levels switch cleanly. */
export const SEGMENT_SECONDS = 2;
export const AUDIO_CODECS = 'mp4a.40.2';
export const AUDIO_BITRATE = 128_000;
export const AUDIO_ONLY_BITRATE = 160_000;

/** The heights of the ladder with their peak video bitrate (SDR, up to 30 fps). */
const rungs = [
  { height: 270, bitrate: 400_000 },
  { height: 360, bitrate: 800_000 },
  { height: 540, bitrate: 1_600_000 },
  { height: 720, bitrate: 3_000_000 },
  { height: 1080, bitrate: 6_000_000 },
];
/**
 * HDR levels at the two highest heights only (low rungs are for bandwidth), each in HEVC Main 10
 * (Safari, Chrome with hardware decoding) and AV1 10-bit (Chrome, Edge, Firefox): the player
 * offers those its browser decodes.
 */
const HDR_RUNGS = 2;
export const HDR_CODECS = ['hevc', 'av1'] as const;
export type HdrCodec = (typeof HDR_CODECS)[number];
const HIGH_FPS_FACTOR = 1.5;
const HDR_FACTOR = 1.25;

export interface VideoSource {
  /** Displayed size (rotation and pixel aspect applied). */
  width: number;
  height: number;
  fps: number | null;
  hasAudio: boolean;
  range: VideoRange;
}

export type VideoCodec = 'h264' | 'hevc' | 'av1';

export interface LevelPlan {
  /** Unique within the version, also the folder under `hls/`: `270p`, `1080p-hdr-av1`. */
  name: string;
  width: number;
  height: number;
  /** SDR levels of an HDR source are tone-mapped; HDR levels keep the source's PQ or HLG. */
  range: VideoRange;
  /** H.264 High for SDR; HDR levels are HEVC Main 10 or AV1 Main 10. */
  codec: VideoCodec;
  /** The codec's level as its encoder takes it: `4.0` (H.264), `4` (HEVC), `4.0` (AV1). */
  codecLevel: string;
  /** Peak video bitrate in bits per second (the encoder's maxrate). */
  videoBitrate: number;
  audioBitrate: number | null;
  codecs: string;
  frameRate: number | null;
  /** Frames between keyframes: one segment. */
  gopFrames: number;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
const evenBelow = (value: number) => Math.max(2, Math.floor(value / 2) * 2);

function level(source: VideoSource, height: number, bitrate: number, codec: VideoCodec) {
  const width = even((height * source.width) / source.height);
  const range = codec === 'h264' ? 'SDR' : source.range;
  const factor =
    ((source.fps ?? 0) > 30 ? HIGH_FPS_FACTOR : 1) * (range === 'SDR' ? 1 : HDR_FACTOR);
  const videoBitrate = Math.round(bitrate * factor);
  const encoded = { width, height, fps: source.fps, bitrate: videoBitrate };
  const { level: codecLevel, codecs: video } =
    codec === 'h264'
      ? h264High(encoded)
      : codec === 'hevc'
        ? hevcMain10(encoded)
        : av1Main10(encoded, range);
  return {
    name: codec === 'h264' ? `${height}p` : `${height}p-hdr-${codec}`,
    width,
    height,
    range,
    codec,
    codecLevel,
    videoBitrate,
    audioBitrate: source.hasAudio ? AUDIO_BITRATE : null,
    codecs: source.hasAudio ? `${video},${AUDIO_CODECS}` : video,
    frameRate: source.fps,
    gopFrames: Math.max(1, Math.round((source.fps ?? 25) * SEGMENT_SECONDS)),
  } satisfies LevelPlan;
}

/**
 * The HLS ladder, lowest first: the SDR rungs up to the source height (one level at the
 * source's own height below 270p), then for an HDR source its HEVC and AV1 levels at the top
 * rungs, of the `hdrCodecs` the ffmpeg in use can encode.
 */
export function planLadder(
  source: VideoSource,
  hdrCodecs: readonly HdrCodec[] = HDR_CODECS,
): LevelPlan[] {
  const fitting = rungs.filter((rung) => rung.height <= source.height);
  const chosen =
    fitting.length > 0 ? fitting : [{ height: evenBelow(source.height), bitrate: 400_000 }];
  const sdr = chosen.map((rung) => level(source, rung.height, rung.bitrate, 'h264'));
  if (source.range === 'SDR') return sdr;
  const hdr = chosen
    .slice(-HDR_RUNGS)
    .flatMap((rung) => hdrCodecs.map((codec) => level(source, rung.height, rung.bitrate, codec)));
  return [...sdr, ...hdr];
}
