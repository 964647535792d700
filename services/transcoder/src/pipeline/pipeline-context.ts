import type { ObjectStorage } from '@rushes/storage';
import type { FirstLevelGate } from './first-level-gate.ts';
import type { JobReporter } from './job-reporter.ts';
import type { HdrCodec } from './ladder.ts';
import type { PipelinePart, PlayableLevel, PublishedLevel } from './types.ts';

/** What each kind's processing gets: the downloaded source and where outputs go. */
export interface PipelineContext {
  /** The source's file: storage's own, read in place, or a copy in the work folder. */
  input: string;
  /** Outputs are written here in the storage layout, then uploaded. */
  outDir: string;
  outputPrefix: string;
  storage: ObjectStorage;
  ffmpegPath: string;
  ffprobePath: string;
  /** A video's ladder after its first level is encoded in ranges this long (decision 0138). */
  rangeSeconds?: number;
  /** The HDR codecs the ffmpeg in use can encode; both when unsaid. */
  hdrCodecs?: readonly HdrCodec[];
  /** The frame rate a clip's levels keep when it runs faster than the operator allows. */
  cappedFps?: number;
  /** A video's part of the work; the whole when unsaid. */
  part?: PipelinePart;
  firstLevels?: FirstLevelGate;
  signal: AbortSignal;
  reporter: JobReporter;
  onPlayable(level: PlayableLevel, masterKey: string): Promise<void>;
  onLevel(level: PublishedLevel, masterKey: string): Promise<void>;
  /** The share (0–1) of this kind's work done; the pipeline maps it into the job's percent. */
  progress(share: number): void;
}
