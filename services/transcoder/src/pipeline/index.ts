import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { claimOf } from '@rushes/events';
import { makePrivateFolder } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import type { FirstLevelGate } from './first-level-gate.ts';
import { createJobReporter } from './job-reporter.ts';
import type { HdrCodec } from './ladder.ts';
import { MediaError } from './media-error.ts';
import { mediaKindOf, shouldProbe } from './media-kind.ts';
import { mediaMessages } from './media-messages.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { parseProbe } from './probe.ts';
import { processAudio } from './process-audio.ts';
import { processImage, processOther, processPdf } from './process-still.ts';
import { processVideo } from './process-video.ts';
import { runFfprobe } from './run-ffmpeg.ts';
import { admitSource, type SourceLimits } from './source-limits.ts';
import { sourceFile } from './storage-files.ts';
import type {
  MediaKind,
  PipelinePart,
  PipelineResult,
  PlayableLevel,
  ProbeResult,
  PublishedLevel,
  SourceMedia,
} from './types.ts';

// The plan and its runners, for the transcode benchmark (`@rushes/transcoder/pipeline`).
export { videoRunArgs } from './ffmpeg-args.ts';
export { createFirstLevelGate, type FirstLevelGate } from './first-level-gate.ts';
export { isMediaError, MediaError, ToolFailed } from './media-error.ts';
export { mediaMessages } from './media-messages.ts';
export { outputLayout } from './output-layout.ts';
export { parseProbe } from './probe.ts';
export { runFfmpeg, runFfprobe } from './run-ffmpeg.ts';
export type { SourceLimits } from './source-limits.ts';
export type {
  JoinPart,
  LadderRange,
  MediaKind,
  PipelineOutputs,
  PipelinePart,
  PipelineResult,
  PlayableLevel,
  ProbeResult,
  PublishedLevel,
  RangePart,
  SpriteSheets,
} from './types.ts';
export { planVideo } from './video-plan.ts';

export interface ProcessVersionInput {
  sourceKey: string;
  /** The version's prefix: `projects/<p>/assets/<a>/<v>/`; outputs go under it. */
  outputPrefix: string;
  filename: string;
  mimetype: string;
  storage: ObjectStorage;
  /** Scratch space; the pipeline works in a folder of its own inside and removes it. */
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** The HDR codecs the ffmpeg in use can encode; both when unsaid. */
  hdrCodecs?: readonly HdrCodec[];
  /** The operator's limits on sources; none when unsaid. */
  limits?: SourceLimits;
  /**
   * A video's work in two parts (decision 0135): `first`, up to its first level, stills and
   * sprites (`ladderLeft` says whether more follows); `ladder`, the rest of its levels only.
   * The whole of it when unsaid.
   */
  part?: PipelinePart;
  /** The transcoder's first levels: a first level holds it, a ladder's encoding yields to it. */
  firstLevels?: FirstLevelGate;
  /**
   * A `first` part of a source at least twice this long (seconds) says the `ranges` its ladder
   * is encoded in, each on its own (decision 0138); never cut when unsaid.
   */
  rangeSeconds?: number;
  signal: AbortSignal;
  onProbe(probe: ProbeResult): Promise<void>;
  /** The first level plays from its first segments, while it is still being encoded. */
  onPlayable(level: PlayableLevel, masterKey: string): Promise<void>;
  onLevel(level: PublishedLevel, masterKey: string): Promise<void>;
  onProgress(percent: number): Promise<void>;
}

/** Job percent: the download and probe take the first few, uploads the last few. */
const DOWNLOADED = 2;
const PROBED = 3;
const ENCODED = 98;

const nothingFound: ProbeResult = {
  durationMs: null,
  fps: null,
  width: null,
  height: null,
  videoCodec: null,
  audioCodec: null,
  videoBitrate: null,
  audioBitrate: null,
  timecode: null,
  colorTransfer: null,
  hdr: false,
};

/**
 * Turns an uploaded source into its outputs: probe, HLS levels (lowest first, each published as
 * soon as it is in storage, a clip's first playable from its first segments), stills, sprites,
 * waveform or PDF thumbnail, at deterministic keys; a video's in the `part` asked for.
 * Throws MediaError when the file itself is unusable or beyond the operator's limits (right after
 * its probe), the signal's reason when aborted.
 * The callbacks never overlap.
 */
export async function processVersion(input: ProcessVersionInput): Promise<PipelineResult> {
  input.signal.throwIfAborted();
  await makePrivateFolder(input.workDir);
  const folder = await mkdtemp(join(input.workDir, 'version-'));
  const reporter = createJobReporter(input.onProgress);
  try {
    const source = await sourceFile(input, folder);
    reporter.progress(DOWNLOADED);
    const { kind, media } = await identify(input, source);
    const probe = media?.probe ?? nothingFound;
    await reporter.call(() => input.onProbe(probe));
    // The probe is recorded as it is; a source beyond the limits fails before any encoding.
    const cappedFps = admitSource(kind, probe, input.limits);
    reporter.progress(PROBED);
    const { storage, outputPrefix, ffmpegPath, ffprobePath, signal, onPlayable, onLevel } = input;
    const ctx: PipelineContext = {
      ...(input.hdrCodecs ? { hdrCodecs: input.hdrCodecs } : {}),
      ...(input.rangeSeconds ? { rangeSeconds: input.rangeSeconds } : {}),
      ...(cappedFps ? { cappedFps } : {}),
      ...(input.part ? { part: input.part } : {}),
      ...(input.firstLevels ? { firstLevels: input.firstLevels } : {}),
      storage,
      outputPrefix,
      ffmpegPath,
      ffprobePath,
      signal,
      onPlayable,
      onLevel,
      input: source,
      outDir: join(folder, 'out'),
      reporter,
      progress: (share) => reporter.progress(PROBED + share * (ENCODED - PROBED)),
    };
    const outputs = await processKind(ctx, kind, media);
    reporter.progress(100);
    await reporter.settle();
    return outputs;
  } finally {
    await reporter.settle().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}

/** What the source is, as its name and ffprobe tell; MediaError when nothing usable. */
export async function identify(
  input: Pick<ProcessVersionInput, 'filename' | 'mimetype' | 'ffprobePath' | 'signal'>,
  source: string,
): Promise<{ kind: MediaKind; media: SourceMedia | null }> {
  const claim = claimOf(input);
  const probed = shouldProbe(claim)
    ? await runFfprobe(input.ffprobePath, source, input.signal)
    : null;
  const media = probed?.ok ? parseProbe(probed.json) : null;
  const kind = mediaKindOf(input, media);
  if (kind === null) {
    const detail = probed?.ok === false ? probed.stderr : 'no video, audio or picture';
    throw new MediaError(mediaMessages.unreadable, detail);
  }
  return { kind, media };
}

async function processKind(
  ctx: PipelineContext,
  kind: MediaKind,
  media: SourceMedia | null,
): Promise<PipelineResult> {
  await makePrivateFolder(ctx.outDir);
  if (kind === 'video' && media?.picture) return processVideo(ctx, media, media.picture);
  if (kind === 'audio' && media?.audio) return processAudio(ctx, media, media.audio);
  if (kind === 'image' && media?.picture) return processImage(ctx, media.picture);
  if (kind === 'document') return processPdf(ctx);
  return processOther();
}
