import { type Hdr10Metadata, svtAv1Hdr10, x265Hdr10 } from './hdr10.ts';
import { type LevelPlan, SEGMENT_SECONDS } from './ladder.ts';
import { outputLayout } from './output-layout.ts';
import type { SpritePlan } from './sprites.ts';
import { type Size, type StillsPlan, WAVEFORM_SIZE } from './stills.ts';
import type { VideoRange } from './types.ts';

/** Every ffmpeg run: quiet stderr (errors only, kept for failures), progress on stdout. */
const globalArgs = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error'];
const progressArgs = ['-progress', 'pipe:1', '-y'];
const X264_PRESET = 'veryfast';
const X264_CRF = '23';
const JPEG_QUALITY = '3';
const SPRITE_JPEG_QUALITY = '5';

const transferOf: Record<Exclude<VideoRange, 'SDR'>, string> = {
  PQ: 'smpte2084',
  HLG: 'arib-std-b67',
};

/** HDR (BT.2020 PQ or HLG) to SDR BT.709 with the Hable curve; cheap enough at a level's size. */
export function toneMapFilter(range: Exclude<VideoRange, 'SDR'>): string {
  return [
    `zscale=tin=${transferOf[range]}:min=bt2020nc:pin=bt2020:t=linear:npl=100`,
    'format=gbrpf32le',
    'zscale=p=bt709',
    'tonemap=tonemap=hable:desat=0',
    'zscale=t=bt709:m=bt709:r=tv',
    'format=yuv420p',
  ].join(',');
}

/** Scales to `size`, tone-mapping when an HDR source feeds an SDR output. */
function picture(size: Size, source: VideoRange, target: VideoRange): string {
  const scale = `scale=${size.width}:${size.height}`;
  const toneMap = source !== 'SDR' && target === 'SDR' ? `,${toneMapFilter(source)}` : '';
  return `${scale}${toneMap},setsar=1`;
}

export interface VideoRun {
  input: string;
  /** Outputs go to `outDir` in the storage layout (`hls/270p/…`, `sprites/…`, `poster.jpg`). */
  outDir: string;
  videoStream: number;
  audioStream: number | null;
  range: VideoRange;
  /** Deinterlace (bwdif, one frame per frame) once, before every output. */
  deinterlace: boolean;
  /** Sprites are spread over it; without a duration there are none. */
  durationMs: number | null;
  levels: LevelPlan[];
  sprites: SpritePlan[];
  stills: StillsPlan | null;
  /** A filter drawn over every level and still after scaling (a share link's watermark). */
  overlay?: (size: Size) => string;
  /** A PQ source's HDR10 metadata, carried to its HDR levels. */
  hdr10?: Hdr10Metadata | null;
  /** `event`: the level playlists grow while encoding, so a player can start before the end. */
  playlistType?: 'vod' | 'event';
  /** Frames a second every output keeps (fps, before the split): a source over the limit. */
  frameRate?: number;
  /** HLS segment length; SEGMENT_SECONDS unless said (a live feed's is shorter). */
  segmentSeconds?: number;
  /** Options of the input, before it (a live feed's recording, read as it grows). */
  inputOptions?: readonly string[];
  /**
   * A range of the source only (decision 0138): from `startSeconds` for `durationSeconds` (null:
   * to the end), each level written as a video-only MP4 `<level>.mp4` in `outDir`'s `dir`, to be
   * joined with the other ranges' later.
   */
  slice?: { startSeconds: number; durationSeconds: number | null; dir: string };
}

interface Branch {
  label: string;
  chain: string;
  output: string[];
}

/** An HDR level keeps the source's BT.2020 primaries and PQ or HLG transfer. */
const hdrTags = (range: VideoRange): string[] =>
  range === 'SDR'
    ? []
    : ['-color_primaries', 'bt2020', '-color_trc', transferOf[range], '-colorspace', 'bt2020nc'];

/**
 * x265 at its fastest preset and SVT-AV1 at a fast one keep two HDR codecs affordable on a small
 * machine; both cap the rate like x264 and close every GOP, so segments start independently.
 */
const X265_PRESET = 'ultrafast';
const X265_CRF = '26';
const SVTAV1_PRESET = '12';
const SVTAV1_CRF = '35';
const kbps = (bits: number) => `${Math.round(bits / 1000)}`;

function videoEncoder(level: LevelPlan, hdr10: Hdr10Metadata | null): string[] {
  const rate = level.videoBitrate;
  const metadata = level.range === 'PQ' && hdr10 ? hdr10 : null;
  switch (level.codec) {
    case 'h264':
      return [
        ...['-c:v', 'libx264', '-preset', X264_PRESET],
        ...['-profile:v', 'high', '-level:v', level.codecLevel, '-pix_fmt', 'yuv420p'],
        ...['-crf', X264_CRF, '-maxrate', `${rate}`, '-bufsize', `${rate * 2}`],
        ...['-g', `${level.gopFrames}`, '-sc_threshold', '0'],
      ];
    case 'hevc': {
      const x265 = [
        `level-idc=${level.codecLevel}`,
        ...(level.range === 'SDR'
          ? []
          : ['colorprim=bt2020', `transfer=${transferOf[level.range]}`, 'colormatrix=bt2020nc']),
        `vbv-maxrate=${kbps(rate)}`,
        `vbv-bufsize=${kbps(rate * 2)}`,
        `keyint=${level.gopFrames}`,
        `min-keyint=${level.gopFrames}`,
        'scenecut=0',
        'open-gop=0',
        ...(metadata ? x265Hdr10(metadata) : []),
        'log-level=error',
      ];
      return [
        ...['-c:v', 'libx265', '-preset', X265_PRESET, '-tag:v', 'hvc1'],
        ...['-profile:v', 'main10', '-pix_fmt', 'yuv420p10le', ...hdrTags(level.range)],
        ...['-crf', X265_CRF, '-x265-params', x265.join(':')],
      ];
    }
    case 'av1':
      return [
        ...['-c:v', 'libsvtav1', '-preset', SVTAV1_PRESET, '-pix_fmt', 'yuv420p10le'],
        ...[...hdrTags(level.range), '-chroma_sample_location', 'left'],
        ...['-crf', SVTAV1_CRF, '-g', `${level.gopFrames}`],
        ...[
          '-svtav1-params',
          [`mbr=${kbps(rate)}`, ...(metadata ? svtAv1Hdr10(metadata) : [])].join(':'),
        ],
      ];
  }
}

const keyFrameArgs = (seconds = SEGMENT_SECONDS) => [
  '-force_key_frames',
  `expr:gte(t,n_forced*${seconds})`,
];

function levelOutput(run: VideoRun, level: LevelPlan, label: string): string[] {
  if (run.slice) {
    const file = `${run.outDir}/${run.slice.dir}/${level.name}.mp4`;
    const video = [...videoEncoder(level, run.hdr10 ?? null), ...keyFrameArgs()];
    return ['-map', `[${label}]`, ...video, '-an', '-map_metadata', '-1', '-f', 'mp4', file];
  }
  const dir = `${run.outDir}/${outputLayout.levelDir(level.name)}`;
  const audio =
    run.audioStream !== null && level.audioBitrate !== null
      ? ['-map', `0:${run.audioStream}`, ...aacArgs(level.audioBitrate)]
      : [];
  return [
    ...['-map', `[${label}]`, ...videoEncoder(level, run.hdr10 ?? null)],
    ...keyFrameArgs(run.segmentSeconds),
    ...audio,
    ...hlsArgs(dir, run.playlistType ?? 'vod', run.segmentSeconds),
  ];
}

const aacArgs = (bitrate: number) => [
  '-c:a',
  'aac',
  '-b:a',
  `${bitrate}`,
  '-ac',
  '2',
  '-ar',
  '48000',
];

/**
 * fMP4 HLS, 2 s segments; no metadata (a source timecode tag breaks the muxer). Timestamps stay
 * as encoded: the muxer's default shift (for B-frames' negative DTS) would put the first frame at
 * 2 frames past zero, and the player's frame numbers would be 2 off. A growing (`event`)
 * playlist is rewritten through a temporary file, so a reader never sees half of one.
 */
const hlsArgs = (dir: string, type: 'vod' | 'event' = 'vod', seconds = SEGMENT_SECONDS) => [
  ...['-map_metadata', '-1', '-map_chapters', '-1', '-avoid_negative_ts', 'disabled', '-f', 'hls'],
  ...['-hls_time', `${seconds}`, '-hls_playlist_type', type],
  ...['-hls_flags', type === 'vod' ? 'independent_segments' : 'independent_segments+temp_file'],
  ...['-hls_segment_type', 'fmp4'],
  ...['-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', `${dir}/segment_%05d.m4s`],
  `${dir}/index.m3u8`,
];

function spriteChain(run: VideoRun, sprite: SpritePlan, durationMs: number): string {
  const rate = `fps=${sprite.frameCount * 1000}/${Math.round(durationMs)}`;
  const size = { width: sprite.tileWidth, height: sprite.tileHeight };
  const tile = `tile=${sprite.columns}x${sprite.rows}`;
  return `${rate},trim=end_frame=${sprite.frameCount},${picture(size, run.range, 'SDR')},${tile}`;
}

const spriteOutput = (run: VideoRun, sprite: SpritePlan, label: string) => [
  ...['-map', `[${label}]`, '-c:v', 'mjpeg', '-q:v', SPRITE_JPEG_QUALITY],
  ...['-f', 'image2', '-start_number', '0'],
  `${run.outDir}/${outputLayout.spritePattern(sprite.name)}`,
];

/** One frame (the first at or after `atSeconds`) to one JPEG. */
function stillChain(run: VideoRun, size: Size, atSeconds: number | null): string {
  const seek = atSeconds === null ? '' : `trim=start=${atSeconds.toFixed(3)},`;
  return `${seek}trim=end_frame=1,${picture(size, run.range, 'SDR')}`;
}

const stillOutput = (label: string, file: string) => [
  ...['-map', `[${label}]`, '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', JPEG_QUALITY],
  ...['-f', 'image2', '-update', '1', file],
];

/** The overlay, if any, after the branch's scaling. */
const overlaid = (run: VideoRun, chain: string, size: Size) =>
  run.overlay ? `${chain},${run.overlay(size)}` : chain;

function stillBranches(run: VideoRun, stills: StillsPlan): Branch[] {
  const still = (label: string, size: Size, file: string) => ({
    label,
    chain: overlaid(run, stillChain(run, size, stills.atSeconds), size),
    output: stillOutput(label, `${run.outDir}/${file}`),
  });
  return [
    still('poster', stills.poster, outputLayout.poster),
    still('thumb', stills.thumbnail, outputLayout.thumbnail),
  ];
}

function branches(run: VideoRun): Branch[] {
  const levels = run.levels.map((level, i) => ({
    label: `v${i}`,
    chain: overlaid(run, picture(level, run.range, level.range), level),
    output: levelOutput(run, level, `v${i}`),
  }));
  const { durationMs } = run;
  const sprites =
    durationMs === null
      ? []
      : run.sprites.map((sprite, i) => ({
          label: `s${i}`,
          chain: spriteChain(run, sprite, durationMs),
          output: spriteOutput(run, sprite, `s${i}`),
        }));
  return [...levels, ...sprites, ...(run.stills ? stillBranches(run, run.stills) : [])];
}

/**
 * One ffmpeg decoding the source once for several outputs: HLS levels, sprite sheets, poster
 * and thumbnail.
 */
export function videoRunArgs(run: VideoRun): string[] {
  const all = branches(run);
  const deinterlace = run.deinterlace ? 'bwdif=mode=send_frame,' : '';
  const rate = run.frameRate ? `fps=${run.frameRate},` : '';
  const { slice } = run;
  // After an input seek the range's frames start at 0: the trim keeps those before the next cut.
  const trim = slice?.durationSeconds ? `trim=duration=${slice.durationSeconds},` : '';
  const seek = slice?.startSeconds ? ['-ss', `${slice.startSeconds}`] : [];
  const outputs = all.map((_, i) => `[b${i}]`).join('');
  const split = `[0:${run.videoStream}]${trim}${deinterlace}${rate}split=${all.length}${outputs}`;
  const graph = [split, ...all.map(({ label, chain }, i) => `[b${i}]${chain}[${label}]`)];
  return [
    ...globalArgs,
    ...progressArgs,
    ...(run.inputOptions ?? []),
    ...seek,
    ...['-i', run.input, '-filter_complex', graph.join(';')],
    ...all.flatMap(({ output }) => output),
  ];
}

export interface JoinRun {
  /** The source, for its sound: encoded once for the whole length, so no join can be heard. */
  input: string;
  outDir: string;
  audioStream: number | null;
  /** Each level with its ranges' files in order (a concat list's lines). */
  levels: { level: LevelPlan; list: string }[];
}

/**
 * A ladder's levels joined from their ranges (decision 0138): each level's ranges read in turn
 * by the concat demuxer and copied, frame for frame, into its HLS level beside the source's
 * sound; timestamps run on across the joins as if one encoder had made them.
 */
export function joinRunArgs(run: JoinRun): string[] {
  const source = run.levels.length;
  const inputs = run.levels.flatMap(({ list }) => ['-f', 'concat', '-safe', '0', '-i', list]);
  const outputs = run.levels.flatMap(({ level }, i) => {
    const dir = `${run.outDir}/${outputLayout.levelDir(level.name)}`;
    const tag = level.codec === 'hevc' ? ['-tag:v', 'hvc1'] : [];
    const audio =
      run.audioStream !== null && level.audioBitrate !== null
        ? ['-map', `${source}:${run.audioStream}`, ...aacArgs(level.audioBitrate)]
        : [];
    return ['-map', `${i}:v:0`, '-c:v', 'copy', ...tag, ...audio, ...hlsArgs(dir)];
  });
  return [...globalArgs, ...progressArgs, ...inputs, '-i', run.input, ...outputs];
}

export interface AudioRun {
  input: string;
  outDir: string;
  audioStream: number;
  level: { name: string; audioBitrate: number };
}

/** The audio-only HLS level and the waveform picture, from one decode. */
export function audioRunArgs(run: AudioRun): string[] {
  const dir = `${run.outDir}/${outputLayout.levelDir(run.level.name)}`;
  const { width, height } = WAVEFORM_SIZE;
  const wave = `[0:${run.audioStream}]showwavespic=s=${width}x${height}:split_channels=0:colors=white[wave]`;
  return [
    ...globalArgs,
    ...progressArgs,
    ...['-i', run.input, '-filter_complex', wave],
    ...['-map', `0:${run.audioStream}`, ...aacArgs(run.level.audioBitrate), ...hlsArgs(dir)],
    ...['-map', '[wave]', '-frames:v', '1', '-c:v', 'png', '-f', 'image2', '-update', '1'],
    `${run.outDir}/${outputLayout.waveform}`,
  ];
}

export interface ImageRun {
  input: string;
  outDir: string;
  videoStream: number;
  stills: StillsPlan;
}

/** Poster and thumbnail of an image (its first frame). */
export const imageRunArgs = (run: ImageRun): string[] =>
  videoRunArgs({
    ...run,
    audioStream: null,
    range: 'SDR',
    deinterlace: false,
    durationMs: null,
    levels: [],
    sprites: [],
  });

/** pdftoppm: page 1 as `<outBase>.jpg`, its longer side 640 px. */
export const pdfThumbnailArgs = (input: string, outBase: string, longSide: number): string[] => [
  ...['-jpeg', '-jpegopt', 'quality=85', '-f', '1', '-l', '1', '-singlefile'],
  ...['-scale-to', `${longSide}`, input, outBase],
];
