import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenditionWatermark, WatermarkMark } from '@rushes/events';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '@rushes/runtime';
import { contentTypeOf, type ObjectStorage } from '@rushes/storage';
import { type VideoRun, videoRunArgs } from '../pipeline/ffmpeg-args.ts';
import { plannedEntry, publishGrowingLevel } from '../pipeline/growing-level.ts';
import { identify } from '../pipeline/index.ts';
import { createJobReporter, type JobReporter } from '../pipeline/job-reporter.ts';
import { type LevelPlan, planLadder } from '../pipeline/ladder.ts';
import { FOLLOW_RECORDING, LIVE_MAX_HEIGHT, LIVE_RECORDING } from '../pipeline/live-relay.ts';
import { MediaError } from '../pipeline/media-error.ts';
import { mediaMessages } from '../pipeline/media-messages.ts';
import { outputKey, outputLayout } from '../pipeline/output-layout.ts';
import { runFfmpeg } from '../pipeline/run-ffmpeg.ts';
import { admitSource, type SourceLimits } from '../pipeline/source-limits.ts';
import { fitWithin, planImageStills, planVideoStills } from '../pipeline/stills.ts';
import { sourceFile } from '../pipeline/storage-files.ts';
import type { Picture, SourceMedia } from '../pipeline/types.ts';
import {
  timecodeCounter,
  type WatermarkDrawing,
  type WatermarkText,
  watermarkFilter,
} from './watermark-filter.ts';

/** The rendition's watermark: its marks, each at a position, and how they are laid out. */
export interface RenderInput extends RenditionWatermark {
  sourceKey: string;
  filename: string;
  mimetype: string;
  /** Outputs go under it: `…/<version>/watermarks/<rendition>/`. */
  outputPrefix: string;
  storage: ObjectStorage;
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** The operator's limits on sources: one beyond them is refused (its frame rate is kept). */
  limits?: SourceLimits;
  /**
   * A Live asset's feed as it is recorded (decision 0139): rendered from this file as it grows,
   * to its end, no taller than the live level, instead of from `sourceKey`.
   */
  growingFile?: string;
  signal: AbortSignal;
  onPlayable(masterKey: string): Promise<void>;
  onProgress(percent: number): Promise<void>;
}

export interface RenderOutputs {
  masterKey: string | null;
  posterKey: string | null;
  downloadKey: string;
}

/** The clip to download, beside the HLS layout (relative to the rendition's prefix). */
const DOWNLOAD_CLIP = 'download.mp4';
/** A watermarked picture is as large as its source, up to 4K. */
const PICTURE_BOX = { width: 3840, height: 2160 };

type Work = RenderInput & {
  source: string;
  /** The work folder: the source, the text files, and `out/` in the storage layout. */
  folder: string;
  outDir: string;
  /** The callbacks, one at a time. */
  reporter: JobReporter;
};

async function uploadFile(work: Work, path: string): Promise<string> {
  const key = outputKey(work.outputPrefix, path);
  const body = createReadStream(`${work.outDir}/${path}`);
  await work.storage.putObject(key, body, { contentType: contentTypeOf(key) });
  return key;
}

/**
 * One level — the highest SDR level of the clip's ladder — with the watermark burned into every
 * frame, published while it encodes; then its poster and an MP4 of the same frames to download.
 */
async function renderClip(
  work: Work,
  media: SourceMedia,
  picture: Picture,
): Promise<RenderOutputs> {
  const { fps } = media.probe;
  const growing = work.growingFile !== undefined;
  // A growing recording's length is not known until its feed ends.
  const durationMs = growing ? null : media.probe.durationMs;
  const drawing = await drawingOf(work, media);
  const hasAudio = media.audio !== null;
  const ladder = planLadder({ ...picture, fps, hasAudio, range: media.range });
  // the highest SDR level; a feed's no taller than its live level, so that it keeps up
  const fits = (plan: LevelPlan) =>
    plan.range === 'SDR' && (!growing || plan.height <= LIVE_MAX_HEIGHT);
  const level = ladder.filter(fits).at(-1);
  if (!level) throw new MediaError(mediaMessages.unreadable, 'no level to render');
  const run: VideoRun = {
    ...(growing ? { inputOptions: FOLLOW_RECORDING } : {}),
    input: growing ? `file:${work.source}` : work.source,
    outDir: work.outDir,
    videoStream: picture.streamIndex,
    audioStream: media.audio?.streamIndex ?? null,
    range: media.range,
    deinterlace: picture.interlaced,
    durationMs,
    levels: [level],
    sprites: [],
    stills: planVideoStills(picture, durationMs),
    overlay: (size) => watermarkFilter(drawing, size),
    playlistType: 'event',
  };
  await makePrivateFolder(`${work.outDir}/${outputLayout.levelDir(level.name)}`);
  const uploadFailed = new AbortController();
  const signal = AbortSignal.any([work.signal, uploadFailed.signal]);
  const published = publishGrowingLevel({
    ...{ storage: work.storage, outDir: work.outDir, outputPrefix: work.outputPrefix, signal },
    entry: plannedEntry(level),
    onPlayable: (masterKey) => work.reporter.call(() => work.onPlayable(masterKey)),
    onError: (error) => uploadFailed.abort(error),
  });
  try {
    await runFfmpeg(work.ffmpegPath, videoRunArgs(run), {
      signal,
      durationMs,
      onProgress: (share) => work.reporter.progress(5 + share * 85),
    });
  } finally {
    published.stop();
  }
  const masterKey = await published.finish();
  const posterKey = await uploadFile(work, outputLayout.poster);
  await runFfmpeg(work.ffmpegPath, remuxArgs(work, level.name), { signal, durationMs: null });
  work.reporter.progress(95);
  const downloadKey = await uploadFile(work, DOWNLOAD_CLIP);
  return { masterKey, posterKey, downloadKey };
}

/** The level's segments as one MP4 (stream copy: the same frames, nothing encoded again). */
const remuxArgs = (work: Work, level: string): string[] => [
  ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
  ...['-i', `${work.outDir}/${outputLayout.levelPlaylist(level)}`],
  ...['-map', '0', '-c', 'copy', '-movflags', '+faststart'],
  `${work.outDir}/${DOWNLOAD_CLIP}`,
];

/** The picture at its own size (up to 4K) with the watermark, as the poster and the download. */
async function renderPicture(
  work: Work,
  media: SourceMedia,
  picture: Picture,
): Promise<RenderOutputs> {
  const drawing = await drawingOf(work, media);
  const size = fitWithin(picture, PICTURE_BOX);
  const stills = { ...planImageStills(picture), poster: size };
  const run: VideoRun = {
    input: work.source,
    outDir: work.outDir,
    videoStream: picture.streamIndex,
    audioStream: null,
    range: 'SDR',
    deinterlace: false,
    durationMs: null,
    levels: [],
    sprites: [],
    stills,
    overlay: (box) => watermarkFilter(drawing, box),
  };
  await runFfmpeg(work.ffmpegPath, videoRunArgs(run), { signal: work.signal, durationMs: null });
  const key = await uploadFile(work, outputLayout.poster);
  return { masterKey: null, posterKey: key, downloadKey: key };
}

/** What a mark draws on this source: its text from a file (the `index`th), or a counter. */
async function textOf(
  work: Work,
  media: SourceMedia,
  mark: WatermarkMark,
  index: number,
): Promise<WatermarkText> {
  if (mark.kind === 'TEXT') {
    const textFile = join(work.folder, `watermark-${index + 1}.txt`);
    await writeFile(textFile, mark.text, { mode: PRIVATE_FILE_MODE });
    return { kind: 'TEXT', textFile };
  }
  if (mark.kind === 'TIMECODE') return timecodeCounter(media.probe.fps, media.probe.timecode);
  return { kind: mark.kind };
}

/** Every mark of the watermark on this source, laid out by the description's numbers. */
async function drawingOf(work: Work, media: SourceMedia): Promise<WatermarkDrawing> {
  const items = await Promise.all(
    work.marks.map(async ({ position, mark }, index) => ({
      position,
      text: await textOf(work, media, mark, index),
    })),
  );
  const { fontSize, opacity, opacityBackground, horizontalOffset, verticalOffset } = work;
  const look = { fontSize, opacity, opacityBackground, horizontalOffset, verticalOffset };
  return { items, look };
}

async function renderKind(work: Work): Promise<RenderOutputs> {
  const recording = { filename: LIVE_RECORDING, mimetype: 'video/mp2t' };
  const { kind, media } = await identify(
    work.growingFile ? { ...work, ...recording } : work,
    work.source,
  );
  if (media) admitSource(kind, media.probe, work.limits);
  if (kind === 'video' && media?.picture) return renderClip(work, media, media.picture);
  if (kind === 'image' && media?.picture) return renderPicture(work, media, media.picture);
  throw new MediaError(mediaMessages.notWatermarkable, kind);
}

/**
 * Renders a version with a share link's watermark burned in: clips as one HLS level that plays
 * from its first segment, pictures as one JPEG. Other media has no picture to draw on
 * (MediaError). Works in a folder of its own inside `workDir` and removes it.
 */
export async function renderWatermarked(input: RenderInput): Promise<RenderOutputs> {
  input.signal.throwIfAborted();
  await makePrivateFolder(input.workDir);
  const folder = await mkdtemp(join(input.workDir, 'watermark-'));
  const reporter = createJobReporter(input.onProgress);
  try {
    const source = input.growingFile ?? (await sourceFile(input, folder));
    reporter.progress(3);
    const outDir = join(folder, 'out');
    await makePrivateFolder(outDir);
    const work: Work = { ...input, source, folder, outDir, reporter };
    const outputs = await renderKind(work);
    await reporter.settle();
    return outputs;
  } finally {
    await reporter.settle().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}
