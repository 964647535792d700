import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Test media generated with ffmpeg's lavfi sources into a folder. Each function returns the
 * file's path. Defaults match issue 3 (a 10 s 1080p25 clip); tests pass short, small sizes.
 */
const run = promisify(execFile);
const ffmpegPath = () => process.env.FFMPEG_PATH ?? 'ffmpeg';
const quiet = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

export const FIXTURE_TIMECODE = '01:00:00:00';

export interface ClipOptions {
  seconds?: number;
  width?: number;
  height?: number;
  fps?: number;
}

/** Test pattern with a 1 kHz tone, the timecode burnt in and tagged (`01:00:00:00`). MOV. */
export async function makeTimecodeClip(dir: string, options: ClipOptions = {}): Promise<string> {
  const { seconds = 10, width = 1920, height = 1080, fps = 25 } = options;
  const file = join(dir, `clip-${width}x${height}-${fps}.mov`);
  const size = Math.round(height / 12);
  const burnt =
    `drawtext=timecode='${FIXTURE_TIMECODE.replaceAll(':', '\\:')}':rate=${fps}:fontsize=${size}` +
    ':fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-th-h/20';
  await run(ffmpegPath(), [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=1000:sample_rate=48000:duration=${seconds}`],
    ...['-vf', burnt, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-timecode', FIXTURE_TIMECODE, '-shortest', file],
  ]);
  return file;
}

/**
 * How a frame-marked clip writes each frame's number into its picture, for tests to read back
 * from the decoded video: a row of equal blocks across the top quarter, the first always white
 * (the mark is there), then the number's bits, most significant first, white for 1 and black
 * for 0. In shares of the picture, so any level of the ladder reads the same.
 */
export const FRAME_MARK = { bits: 12, height: 0.25 } as const;

/**
 * In the page, as text (the app's CSP allows no eval, which a function argument would need): the
 * frame number FRAME_MARK blocks carry in the picture the page's video shows now, the decoded
 * frame drawn onto a canvas and its blocks read; null when the mark is not there or a block is
 * neither black nor white (a frame mid-decode).
 */
export const shownFrameMarkScript = `(() => {
  const video = document.querySelector('video');
  if (!video || video.videoWidth === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0);
  const blocks = ${FRAME_MARK.bits} + 1;
  // the middle half of each block, away from edges the encoder blurs
  const lumaOfBlock = (index) => {
    const x = Math.round(((index + 0.25) / blocks) * canvas.width);
    const width = Math.max(1, Math.round((0.5 / blocks) * canvas.width));
    const y = Math.round(${FRAME_MARK.height} * 0.25 * canvas.height);
    const height = Math.max(1, Math.round(${FRAME_MARK.height} * 0.5 * canvas.height));
    const { data } = context.getImageData(x, y, width, height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) {
      sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
    }
    return sum / (data.length / 4);
  };
  const bits = Array.from({ length: blocks }, (_, index) => lumaOfBlock(index));
  if (bits.some((luma) => luma > 60 && luma < 190) || bits[0] < 190) return null;
  return bits.slice(1).reduce((number, luma) => number * 2 + (luma >= 190 ? 1 : 0), 0);
})()`;

/** The filter that draws FRAME_MARK blocks over the top quarter of a picture, grey below. */
export function frameMarkFilter(): string {
  const { bits } = FRAME_MARK;
  const block = `floor(X*${bits + 1}/W)`;
  const bit = `mod(floor(N/pow(2,${bits}-${block})),2)`;
  const luma = `if(lt(Y,H*${FRAME_MARK.height}),if(eq(${block},0)+${bit},235,16),128)`;
  return `format=yuv420p,geq=lum='${luma}':cb=128:cr=128`;
}

/**
 * The FRAME_MARK number of every frame a file decodes to, in order (null where a frame carries
 * none): each frame shrunk to one pixel a block, so the marks read without a picture in memory.
 */
export async function frameMarksOf(file: string): Promise<(number | null)[]> {
  const blocks = FRAME_MARK.bits + 1;
  const rows = Math.round(1 / FRAME_MARK.height) * 2;
  const { stdout } = await run(
    ffmpegPath(),
    [
      ...quiet,
      ...['-i', file, '-map', '0:v:0', '-vf', `scale=${blocks}:${rows}:flags=area,format=gray`],
      // Each decoded frame once, as it comes: no frame repeated to keep a constant rate.
      ...['-fps_mode', 'passthrough', '-f', 'rawvideo', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 },
  );
  const frameBytes = blocks * rows;
  return Array.from({ length: stdout.length / frameBytes }, (_, frame) => {
    // The second row lies wholly inside the mark's quarter of the picture.
    const row = stdout.subarray(frame * frameBytes + blocks, frame * frameBytes + 2 * blocks);
    const bits = [...row];
    if (bits.some((luma) => luma > 60 && luma < 190) || (bits[0] ?? 0) < 190) return null;
    return bits.slice(1).reduce((number, luma) => number * 2 + (luma >= 190 ? 1 : 0), 0);
  });
}

export interface FrameMarkedOptions {
  /** The exact rate as ffmpeg writes it: `30000/1001`, `25`. */
  rate: string;
  frames: number;
  /** The source timecode of the first frame, `;` before the frames for drop-frame. */
  timecode: string;
  width?: number;
  height?: number;
}

/** The sound of a frame-marked clip runs on this long past its last frame, as a camera's may. */
const SOUND_TAIL_SECONDS = 0.25;

/**
 * `frames` grey frames carrying their number as FRAME_MARK blocks, the timecode burnt in below
 * for the eye, and a 1 kHz tone running on past the last frame; the source timecode tagged.
 * MOV, H.264.
 */
export async function makeFrameMarkedClip(
  dir: string,
  options: FrameMarkedOptions,
): Promise<string> {
  const { rate, frames, timecode, width = 320, height = 180 } = options;
  const file = join(dir, `marked-${rate.replace('/', '_')}.mov`);
  const [num = 0, den = 1] = rate.split('/').map(Number);
  const soundSeconds = (frames * den) / num + SOUND_TAIL_SECONDS;
  const burnt =
    `drawtext=timecode='${timecode.replaceAll(':', '\\:')}':rate=${rate}:fontsize=${Math.round(height / 8)}` +
    ':fontcolor=white:x=(w-tw)/2:y=h*0.6';
  await run(ffmpegPath(), [
    ...quiet,
    ...['-f', 'lavfi', '-i', `nullsrc=size=${width}x${height}:rate=${rate}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=1000:sample_rate=48000:duration=${soundSeconds}`],
    ...['-vf', `trim=end_frame=${frames},${frameMarkFilter()},${burnt}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-timecode', timecode, file],
  ]);
  return file;
}

/** A sine tone, AAC in M4A. */
export async function makeAudioFile(dir: string, seconds = 5): Promise<string> {
  const file = join(dir, 'tone.m4a');
  await run(ffmpegPath(), [
    ...quiet,
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:a', 'aac', '-b:a', '128k', file],
  ]);
  return file;
}

/** Random bytes under a video's name. */
export async function makeCorruptFile(dir: string, bytes = 64 * 1024): Promise<string> {
  const file = join(dir, 'corrupt.mov');
  await writeFile(file, randomBytes(bytes));
  return file;
}

/** One frame of the test pattern as a PNG. */
export async function makeImage(dir: string, width = 1280, height = 720): Promise<string> {
  const file = join(dir, 'still.png');
  await run(ffmpegPath(), [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=1`, '-frames:v', '1', file],
  ]);
  return file;
}

/** A one-page PDF written by hand (a box and a line of text), with a correct xref table. */
export async function makePdf(dir: string): Promise<string> {
  const file = join(dir, 'document.pdf');
  const content =
    '0.2 0.4 0.8 rg 72 600 468 120 re f BT /F1 36 Tf 72 500 Td (Rushes test page) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  await writeFile(file, pdf, 'latin1');
  return file;
}

/** A 10-bit H.264 clip tagged BT.2020 PQ (HDR10 without mastering metadata). MP4. */
export async function makeHdrClip(dir: string, options: ClipOptions = {}): Promise<string> {
  const { seconds = 2, width = 640, height = 360, fps = 25 } = options;
  const file = join(dir, 'hdr-pq.mp4');
  await run(ffmpegPath(), [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'high10'],
    ...['-pix_fmt', 'yuv420p10le', '-color_trc', 'smpte2084', '-color_primaries', 'bt2020'],
    ...['-colorspace', 'bt2020nc', file],
  ]);
  return file;
}

/** HDR10 mastering of the HDR10 clip: P3 primaries, D65, 0.005 to 1000 cd/m² (x265 units). */
export const HDR10_MASTER_DISPLAY =
  'G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,50)';
export const HDR10_MAX_CLL = '1000,400';

/** A 10-bit HEVC clip in BT.2020 PQ with HDR10 mastering display and light levels. MP4. */
export async function makeHdr10Clip(dir: string, options: ClipOptions = {}): Promise<string> {
  const { seconds = 2, width = 640, height = 360, fps = 25 } = options;
  const file = join(dir, 'hdr10-pq.mp4');
  const x265 = `log-level=error:hdr10=1:master-display=${HDR10_MASTER_DISPLAY}:max-cll=${HDR10_MAX_CLL}`;
  await run(ffmpegPath(), [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`],
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1', '-x265-params', x265],
    ...['-pix_fmt', 'yuv420p10le', '-color_trc', 'smpte2084', '-color_primaries', 'bt2020'],
    ...['-colorspace', 'bt2020nc', file],
  ]);
  return file;
}

/** Flat mid-grey (luma 128) with a tone: any mark drawn on it stands out. MP4. */
export async function makeGreyClip(dir: string, options: ClipOptions = {}): Promise<string> {
  const { seconds = 4, width = 640, height = 360, fps = 25 } = options;
  const file = join(dir, `grey-${width}x${height}-${seconds}s.mp4`);
  await run(ffmpegPath(), [
    ...quiet,
    ...['-f', 'lavfi', '-i', `color=c=0x808080:size=${width}x${height}:rate=${fps}:d=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

/** The luma of one decoded frame (8 bits per pixel, row by row) at `atSeconds`. */
export async function lumaFrame(
  file: string,
  atSeconds: number,
  size: { width: number; height: number },
): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath(),
    [
      ...quiet,
      ...['-ss', `${atSeconds}`, '-i', file, '-frames:v', '1'],
      ...['-vf', `scale=${size.width}:${size.height},format=gray`, '-f', 'rawvideo', 'pipe:1'],
    ],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}
