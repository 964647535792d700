import type { VideoRange } from './types.ts';

/** The encoded picture a codec level must allow. */
export interface Encoded {
  width: number;
  height: number;
  fps: number | null;
  /** Peak video bits per second. */
  bitrate: number;
}

/** A codec's level: its name for the encoder and the RFC 6381 string of the whole profile. */
export interface CodecLevel {
  level: string;
  codecs: string;
}

interface Limit {
  name: string;
  idc: number;
  /** Largest picture, in the table's unit (H.264: macroblocks; HEVC and AV1: samples). */
  picture: number;
  /** Largest picture rate in the same unit per second. */
  rate: number;
  /** Main tier peak bits per second; H.264 keeps to the frame limits it had. */
  bitrate: number;
}

const fits = (limits: readonly Limit[], picture: number, rate: number, bitrate: number) =>
  limits.find((l) => picture <= l.picture && rate <= l.rate && bitrate <= l.bitrate) ??
  (limits.at(-1) as Limit);

const hex = (value: number) => value.toString(16).padStart(2, '0');
const pictureRate = (size: number, fps: number | null) => size * Math.ceil(fps ?? 30);

/** ITU-T H.264 Table A-1. */
const h264Levels: Limit[] = [
  { name: '3.0', idc: 30, picture: 1_620, rate: 40_500, bitrate: Infinity },
  { name: '3.1', idc: 31, picture: 3_600, rate: 108_000, bitrate: Infinity },
  { name: '3.2', idc: 32, picture: 5_120, rate: 216_000, bitrate: Infinity },
  { name: '4.0', idc: 40, picture: 8_192, rate: 245_760, bitrate: Infinity },
  { name: '4.2', idc: 42, picture: 8_704, rate: 522_240, bitrate: Infinity },
  { name: '5.1', idc: 51, picture: 36_864, rate: 983_040, bitrate: Infinity },
  { name: '5.2', idc: 52, picture: 36_864, rate: 2_073_600, bitrate: Infinity },
];

/** H.264 High, 8 bits (SDR): `avc1.6400` and the level. */
export function h264High(picture: Encoded): CodecLevel {
  const macroblocks = Math.ceil(picture.width / 16) * Math.ceil(picture.height / 16);
  const level = fits(h264Levels, macroblocks, pictureRate(macroblocks, picture.fps), 0);
  return { level: level.name, codecs: `avc1.6400${hex(level.idc)}` };
}

/** ITU-T H.265 Table A.8 (MaxLumaPs, MaxLumaSr) and A.9 (Main tier MaxBR); idc is 30 × level. */
const hevcLevels: Limit[] = [
  { name: '3', idc: 90, picture: 552_960, rate: 16_588_800, bitrate: 6_000_000 },
  { name: '3.1', idc: 93, picture: 983_040, rate: 33_177_600, bitrate: 10_000_000 },
  { name: '4', idc: 120, picture: 2_228_224, rate: 66_846_720, bitrate: 12_000_000 },
  { name: '4.1', idc: 123, picture: 2_228_224, rate: 133_693_440, bitrate: 20_000_000 },
  { name: '5', idc: 150, picture: 8_912_896, rate: 267_386_880, bitrate: 25_000_000 },
  { name: '5.1', idc: 153, picture: 8_912_896, rate: 534_773_760, bitrate: 40_000_000 },
  { name: '5.2', idc: 156, picture: 8_912_896, rate: 1_069_547_520, bitrate: 60_000_000 },
  { name: '6', idc: 180, picture: 35_651_584, rate: 1_069_547_520, bitrate: 60_000_000 },
];

/**
 * HEVC Main 10, Main tier, as x265 writes it (ISO/IEC 14496-15 E.3): profile 2, compatibility
 * flags 0x4 (bit 2, reversed), level, then the constraint byte 0x90 (progressive, frame only).
 */
export function hevcMain10(picture: Encoded): CodecLevel {
  const size = picture.width * picture.height;
  const level = fits(hevcLevels, size, pictureRate(size, picture.fps), picture.bitrate);
  return { level: level.name, codecs: `hvc1.2.4.L${level.idc}.90` };
}

/** AV1 Annex A.3 (MaxPicSize, MaxDisplayRate, Main tier MaxBitrate); idc is seq_level_idx. */
const av1Levels: Limit[] = [
  { name: '2.0', idc: 0, picture: 147_456, rate: 4_423_680, bitrate: 1_500_000 },
  { name: '2.1', idc: 1, picture: 278_784, rate: 8_363_520, bitrate: 3_000_000 },
  { name: '3.0', idc: 4, picture: 665_856, rate: 19_975_680, bitrate: 6_000_000 },
  { name: '3.1', idc: 5, picture: 1_065_024, rate: 31_950_720, bitrate: 10_000_000 },
  { name: '4.0', idc: 8, picture: 2_359_296, rate: 70_778_880, bitrate: 12_000_000 },
  { name: '4.1', idc: 9, picture: 2_359_296, rate: 141_557_760, bitrate: 20_000_000 },
  { name: '5.0', idc: 12, picture: 8_912_896, rate: 267_386_880, bitrate: 30_000_000 },
  { name: '5.1', idc: 13, picture: 8_912_896, rate: 534_773_760, bitrate: 40_000_000 },
  { name: '5.2', idc: 14, picture: 8_912_896, rate: 1_069_547_520, bitrate: 60_000_000 },
  { name: '6.0', idc: 16, picture: 35_651_584, rate: 1_069_547_520, bitrate: 60_000_000 },
];

/** H.273 code points: BT.2020 primaries and non-constant-luminance matrix, PQ or HLG transfer. */
const BT2020 = '09';
const transferCode: Record<VideoRange, string> = { SDR: '01', PQ: '16', HLG: '18' };

/**
 * AV1 Main profile, 10 bits, Main tier (AV1-ISOBMFF codecs parameter): 4:2:0 with chroma at the
 * left (`111`, which the encoder is told), BT.2020 with the range's transfer, limited range.
 */
export function av1Main10(picture: Encoded, range: VideoRange): CodecLevel {
  const size = picture.width * picture.height;
  const level = fits(av1Levels, size, pictureRate(size, picture.fps), picture.bitrate);
  const colour = `${BT2020}.${transferCode[range]}.${BT2020}.0`;
  return {
    level: level.name,
    codecs: `av01.0.${String(level.idc).padStart(2, '0')}M.10.0.111.${colour}`,
  };
}
