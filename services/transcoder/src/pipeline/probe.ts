import { hdr10Of } from './hdr10.ts';
import type { ProbeResult, SourceMedia, VideoRange } from './types.ts';

type Json = Record<string, unknown>;

/**
 * ffprobe's arguments: everything it knows about the container and its streams, and the side data
 * of each stream's first frame (where HEVC carries its HDR10 metadata), as JSON.
 */
export const probeArgs = (input: string): string[] => [
  ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'],
  ...['-show_frames', '-read_intervals', '%+#1'],
  ...['-show_entries', 'frame=stream_index,side_data_list'],
  input,
];

/** Codecs whose stream is a still picture when the container is an image or holds one frame. */
const imageCodecs = new Set([
  'mjpeg',
  'png',
  'bmp',
  'tiff',
  'gif',
  'webp',
  'jpeg2000',
  'jpegls',
  'targa',
  'dpx',
  'exr',
  'sgi',
  'psd',
  'ppm',
  'pgm',
  'pam',
  'qoi',
]);
const imageFormat = /(^|,)(image2|gif|[a-z0-9]+_pipe)(,|$)/;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const recordOf = (value: unknown): Json => (isRecord(value) ? value : {});
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** `24000/1001` → 23.976 (three decimals); null for `0/0` or nonsense. */
export function parseRate(rate: unknown): number | null {
  const [num, den] = (textOf(rate) ?? '').split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den) || num / den <= 0) return null;
  return Math.round((num / den) * 1000) / 1000;
}

const sideDataOf = (item: Json | undefined): Json[] =>
  (Array.isArray(item?.side_data_list) ? item.side_data_list : []).map(recordOf);

/** Clockwise degrees the picture must turn to be displayed (0, 90, 180, 270). */
function rotationOf(stream: Json): number {
  const matrix = sideDataOf(stream).find((data) => numberOf(data.rotation) !== null);
  const degrees = numberOf(matrix?.rotation) ?? numberOf(recordOf(stream.tags).rotate) ?? 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

function sampleAspect(stream: Json): number {
  const [num, den] = (textOf(stream.sample_aspect_ratio) ?? '1:1').split(':').map(Number);
  return num && den ? num / den : 1;
}

const isAttachedPicture = (stream: Json) => recordOf(stream.disposition).attached_pic === 1;

function isStill(stream: Json, format: Json): boolean {
  if (!imageCodecs.has(textOf(stream.codec_name) ?? '')) return false;
  const frames = numberOf(stream.nb_frames);
  return imageFormat.test(textOf(format.format_name) ?? '') || (frames !== null && frames <= 1);
}

function rangeOf(transfer: string | null): VideoRange {
  if (transfer === 'smpte2084') return 'PQ';
  if (transfer === 'arib-std-b67') return 'HLG';
  return 'SDR';
}

function timecodeOf(format: Json, streams: Json[]): string | null {
  const tagged = [format, ...streams].map((item) => textOf(recordOf(item.tags).timecode));
  return tagged.find((timecode) => timecode !== null) ?? null;
}

const bitrateOf = (stream: Json | undefined): number | null =>
  stream ? (numberOf(stream.bit_rate) ?? numberOf(recordOf(stream.tags).BPS)) : null;

/** Reads ffprobe's JSON (`probeArgs`) into the ProbeResult and what planning needs. */
export function parseProbe(output: unknown): SourceMedia {
  const root = recordOf(output);
  const format = recordOf(root.format);
  const streams = (Array.isArray(root.streams) ? root.streams : []).map(recordOf);
  const frames = (Array.isArray(root.frames) ? root.frames : []).map(recordOf);
  const picture = streams.find((s) => s.codec_type === 'video' && !isAttachedPicture(s));
  const audio = streams.find((s) => s.codec_type === 'audio');
  const still = picture ? isStill(picture, format) : false;
  const moving = picture && !still ? picture : undefined;
  const transfer = textOf(picture?.color_transfer);
  const range = moving ? rangeOf(transfer) : 'SDR';
  const firstFrame = frames.find((frame) => frame.stream_index === moving?.index);
  const seconds = numberOf(format.duration) ?? numberOf((moving ?? audio)?.duration);
  const turned = picture ? rotationOf(picture) % 180 === 90 : false;
  const [width, height] = [numberOf(picture?.width), numberOf(picture?.height)];
  const probe: ProbeResult = {
    durationMs: (moving ?? audio) && seconds !== null ? Math.round(seconds * 1000) : null,
    fps: moving ? (parseRate(moving.avg_frame_rate) ?? parseRate(moving.r_frame_rate)) : null,
    width: turned ? height : width,
    height: turned ? width : height,
    videoCodec: textOf(picture?.codec_name),
    audioCodec: textOf(audio?.codec_name),
    videoBitrate: bitrateOf(moving),
    audioBitrate: bitrateOf(audio),
    timecode: moving ? timecodeOf(format, streams) : null,
    colorTransfer: transfer,
    hdr: range !== 'SDR',
  };
  return {
    probe,
    picture: picture && width && height ? pictureOf(picture, width, height, turned, still) : null,
    audio: audio ? { streamIndex: numberOf(audio.index) ?? 0 } : null,
    range,
    hdr10: range === 'PQ' ? hdr10Of([...sideDataOf(moving), ...sideDataOf(firstFrame)]) : null,
  };
}

function pictureOf(stream: Json, width: number, height: number, turned: boolean, still: boolean) {
  const shownWidth = Math.round(width * sampleAspect(stream));
  return {
    streamIndex: numberOf(stream.index) ?? 0,
    width: turned ? height : shownWidth,
    height: turned ? shownWidth : height,
    isStill: still,
    interlaced: ['tt', 'bb', 'tb', 'bt'].includes(textOf(stream.field_order) ?? ''),
  };
}
