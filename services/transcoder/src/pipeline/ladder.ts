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
/** HDR is added as H.264 High 10 at the two highest heights only: low rungs are for bandwidth. */
const HDR_RUNGS = 2;
const HIGH_FPS_FACTOR = 1.5;
const HDR_FACTOR = 1.25;

/** H.264 levels: the largest frame (macroblocks) and macroblock rate each allows. */
const topH264Level = { name: '5.2', idc: 52, frame: 36_864, rate: 2_073_600 };
const h264Levels = [
  { name: '3.0', idc: 30, frame: 1_620, rate: 40_500 },
  { name: '3.1', idc: 31, frame: 3_600, rate: 108_000 },
  { name: '3.2', idc: 32, frame: 5_120, rate: 216_000 },
  { name: '4.0', idc: 40, frame: 8_192, rate: 245_760 },
  { name: '4.2', idc: 42, frame: 8_704, rate: 522_240 },
  { name: '5.1', idc: 51, frame: 36_864, rate: 983_040 },
  topH264Level,
];

export interface VideoSource {
  /** Displayed size (rotation and pixel aspect applied). */
  width: number;
  height: number;
  fps: number | null;
  hasAudio: boolean;
  range: VideoRange;
}

export interface LevelPlan {
  /** Unique within the version, also the folder under `hls/`: `270p`, `1080p-hdr`. */
  name: string;
  width: number;
  height: number;
  /** SDR levels of an HDR source are tone-mapped; HDR levels keep the source's PQ or HLG. */
  range: VideoRange;
  profile: 'high' | 'high10';
  h264Level: string;
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

function h264Level(width: number, height: number, fps: number | null) {
  const frame = Math.ceil(width / 16) * Math.ceil(height / 16);
  const rate = frame * Math.ceil(fps ?? 30);
  const fits = h264Levels.find((level) => frame <= level.frame && rate <= level.rate);
  return fits ?? topH264Level;
}

const hex = (value: number) => value.toString(16).padStart(2, '0');

function level(source: VideoSource, height: number, bitrate: number, range: VideoRange) {
  const width = even((height * source.width) / source.height);
  const hdr = range !== 'SDR';
  const profile = hdr ? 'high10' : 'high';
  const { name: h264, idc } = h264Level(width, height, source.fps);
  const video = `avc1.${hdr ? '6e' : '64'}00${hex(idc)}`;
  const factor = ((source.fps ?? 0) > 30 ? HIGH_FPS_FACTOR : 1) * (hdr ? HDR_FACTOR : 1);
  return {
    name: `${height}p${hdr ? '-hdr' : ''}`,
    width,
    height,
    range,
    profile,
    h264Level: h264,
    videoBitrate: Math.round(bitrate * factor),
    audioBitrate: source.hasAudio ? AUDIO_BITRATE : null,
    codecs: source.hasAudio ? `${video},${AUDIO_CODECS}` : video,
    frameRate: source.fps,
    gopFrames: Math.max(1, Math.round((source.fps ?? 25) * SEGMENT_SECONDS)),
  } satisfies LevelPlan;
}

/**
 * The HLS ladder, lowest first: the SDR rungs up to the source height (one level at the
 * source's own height below 270p), then for an HDR source its HDR levels at the top rungs.
 */
export function planLadder(source: VideoSource): LevelPlan[] {
  const fitting = rungs.filter((rung) => rung.height <= source.height);
  const chosen =
    fitting.length > 0 ? fitting : [{ height: evenBelow(source.height), bitrate: 400_000 }];
  const sdr = chosen.map((rung) => level(source, rung.height, rung.bitrate, 'SDR'));
  if (source.range === 'SDR') return sdr;
  const hdr = chosen
    .slice(-HDR_RUNGS)
    .map((rung) => level(source, rung.height, rung.bitrate, source.range));
  return [...sdr, ...hdr];
}
