import type { JobCompleted, JobLevelPlayable, JobLevelPublished, JobProbed } from '@rushes/events';
import type { Hdr10Metadata } from './hdr10.ts';

/** What ffprobe found: the data of `job.probed` without its ids. */
export type ProbeResult = Omit<JobProbed['data'], 'jobId' | 'versionId'>;

/** One playable HLS level: the `level` of `job.level_published`. */
export type PublishedLevel = JobLevelPublished['data']['level'];

/** A level that plays while it is still being encoded: the `level` of `job.level_playable`. */
export type PlayableLevel = JobLevelPlayable['data']['level'];

/** Every output's key: the data of `job.completed` without its ids. */
export type PipelineOutputs = Omit<JobCompleted['data'], 'jobId' | 'versionId'>;

/**
 * A stretch of the source encoded on its own (decision 0138): from a keyframe `startSeconds`
 * after the file's start, for `durationSeconds` (null: to the end). `index` counts from 0.
 */
export interface LadderRange {
  index: number;
  startSeconds: number;
  durationSeconds: number | null;
}

/** One range of an attempt's ladder; `done` of its `of` ranges were encoded before it. */
export interface RangePart {
  range: LadderRange;
  attempt: number;
  done: number;
  of: number;
}

/** The join of an attempt's `ranges` into its ladder's levels. */
export interface JoinPart {
  join: number;
  attempt: number;
}

/**
 * A video's work in parts (decision 0135): `first`, up to its first level with its stills and
 * sprites; `ladder`, the rest of its levels; or that rest in ranges, each encoded on its own,
 * then joined (decision 0138).
 */
export type PipelinePart = 'first' | 'ladder' | RangePart | JoinPart;

/**
 * What the pipeline made; `ladderLeft` when its `first` part left levels to the others, with the
 * `ranges` to encode them in when the source is long enough to split.
 */
export type PipelineResult = PipelineOutputs & { ladderLeft?: boolean; ranges?: LadderRange[] };

export type SpriteSheets = NonNullable<PipelineOutputs['playerSprite']>;

/** What the pipeline does with a file. */
export type MediaKind = 'video' | 'audio' | 'image' | 'document' | 'other';

/** Colour range of a video source: SDR, or HDR with the PQ or HLG transfer. */
export type VideoRange = 'SDR' | 'PQ' | 'HLG';

/** A picture stream with its size as displayed (rotation and pixel aspect applied). */
export interface Picture {
  streamIndex: number;
  width: number;
  height: number;
  isStill: boolean;
  /** Interlaced fields (field_order tt, bb, tb or bt): deinterlaced before scaling. */
  interlaced: boolean;
}

/** The planning view of a source, read from ffprobe beside the ProbeResult. */
export interface SourceMedia {
  probe: ProbeResult;
  /** Video and image: the stream to decode. */
  picture: Picture | null;
  audio: { streamIndex: number } | null;
  range: VideoRange;
  /** A PQ source's mastering display and light levels, when it has them. */
  hdr10: Hdr10Metadata | null;
}
