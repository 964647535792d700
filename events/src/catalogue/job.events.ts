import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });
const key = Type.String({ minLength: 1 });
const optionalNumber = Type.Union([Type.Number(), Type.Null()]);
const optionalString = Type.Union([Type.String(), Type.Null()]);

/** A processing job is WAITING from `asset.version_added` (which names it) until a worker starts. */
export const jobStarted = defineEvent('job.started', {
  versions: { 1: Type.Object({ jobId: id, versionId: id, attempt: Type.Integer({ minimum: 1 }) }) },
});

export const jobProgressReported = defineEvent('job.progress_reported', {
  versions: {
    1: Type.Object({ jobId: id, progress: Type.Integer({ minimum: 0, maximum: 100 }) }),
  },
});

/** What ffprobe found in the source. Duration in milliseconds. */
export const jobProbed = defineEvent('job.probed', {
  versions: {
    1: Type.Object({
      jobId: id,
      versionId: id,
      durationMs: optionalNumber,
      fps: optionalNumber,
      width: optionalNumber,
      height: optionalNumber,
      videoCodec: optionalString,
      audioCodec: optionalString,
      videoBitrate: optionalNumber,
      audioBitrate: optionalNumber,
      timecode: optionalString,
      colorTransfer: optionalString,
      hdr: Type.Boolean(),
    }),
  },
});

const Level = Type.Object({
  name: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  bandwidth: Type.Integer(),
  hdr: Type.Boolean(),
  playlistKey: key,
});

/**
 * An HLS level plays from its first segments while it is still being encoded: its playlist is an
 * EVENT one that grows until its `#EXT-X-ENDLIST`, and the master lists it alone. Its peak bit
 * rate is not measured yet; `job.level_published` follows once the level is whole.
 */
export const jobLevelPlayable = defineEvent('job.level_playable', {
  versions: {
    1: Type.Object({
      jobId: id,
      versionId: id,
      masterKey: key,
      level: Type.Omit(Level, ['bandwidth']),
    }),
  },
});

/** One HLS level is playable; the master playlist lists every level published so far. */
export const jobLevelPublished = defineEvent('job.level_published', {
  versions: { 1: Type.Object({ jobId: id, versionId: id, masterKey: key, level: Level }) },
});

const Sprite = Type.Object({
  keys: Type.Array(key),
  columns: Type.Integer(),
  rows: Type.Integer(),
  tileWidth: Type.Integer(),
  tileHeight: Type.Integer(),
  frameCount: Type.Integer(),
  intervalMs: Type.Number(),
});

/** Every output is in storage. Keys are null where the media has no such output. */
/** The keys of a job's stills, sprites and waveform (each null when the media has none). */
const Outputs = {
  posterKey: Type.Union([key, Type.Null()]),
  thumbnailKey: Type.Union([key, Type.Null()]),
  waveformKey: Type.Union([key, Type.Null()]),
  playerSprite: Type.Union([Sprite, Type.Null()]),
  thumbnailSprite: Type.Union([Sprite, Type.Null()]),
};

export const jobCompleted = defineEvent('job.completed', {
  versions: { 1: Type.Object({ jobId: id, versionId: id, ...Outputs }) },
});

const ladderQueuedV1 = Type.Object({
  jobId: id,
  versionId: id,
  assetId: id,
  attempt: Type.Integer({ minimum: 1 }),
  outputs: Type.Object(Outputs),
});

/**
 * The attempt's first level is published with its stills and sprites (`outputs`); the rest of
 * the ladder waits for a transcoder, behind the first levels of other uploads (decision 0135).
 * `assetId` finds the version the job processes. From v2 it says in how many `ranges` of the
 * source the rest is encoded, each queued on its own for any transcoder (decision 0138); 0 (every
 * v1) is the whole of it in one delivery.
 */
export const jobLadderQueued = defineEvent('job.ladder_queued', {
  versions: {
    1: ladderQueuedV1,
    2: Type.Composite([ladderQueuedV1, Type.Object({ ranges: Type.Integer({ minimum: 0 }) })]),
  },
  upcast: { 1: (v1) => ({ ...v1, ranges: 0 }) },
});

/**
 * One range of the ladder's source, from a keyframe `startSeconds` in for `durationSeconds`
 * (null: to the end), waits for a transcoder. `index` counts from 0.
 */
export const jobRangeQueued = defineEvent('job.range_queued', {
  versions: {
    1: Type.Object({
      jobId: id,
      versionId: id,
      assetId: id,
      attempt: Type.Integer({ minimum: 1 }),
      index: Type.Integer({ minimum: 0 }),
      startSeconds: Type.Number({ minimum: 0 }),
      durationSeconds: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()]),
    }),
  },
});

/** One range's levels are encoded and in storage, waiting to be joined. */
export const jobRangeEncoded = defineEvent('job.range_encoded', {
  versions: {
    1: Type.Object({
      jobId: id,
      attempt: Type.Integer({ minimum: 1 }),
      index: Type.Integer({ minimum: 0 }),
    }),
  },
});

/**
 * Every range is encoded: joining them into the ladder's levels waits for a transcoder, which
 * completes the job with the first part's `outputs`.
 */
export const jobJoinQueued = defineEvent('job.join_queued', {
  versions: {
    1: Type.Object({
      jobId: id,
      versionId: id,
      assetId: id,
      attempt: Type.Integer({ minimum: 1 }),
      ranges: Type.Integer({ minimum: 1 }),
      outputs: Type.Object(Outputs),
    }),
  },
});

/** The job cannot finish; `reason` is written for the user. */
export const jobFailed = defineEvent('job.failed', {
  versions: { 1: Type.Object({ jobId: id, reason: Type.String({ minLength: 1 }) }) },
});

export const jobCancelled = defineEvent('job.cancelled', {
  versions: { 1: Type.Object({ jobId: id }) },
});

/** A user asked a failed or cancelled job to run again: it is WAITING once more. */
export const jobRetryRequested = defineEvent('job.retry_requested', {
  versions: {
    1: Type.Object({
      jobId: id,
      assetId: id,
      versionId: id,
      attempt: Type.Integer({ minimum: 2 }),
    }),
  },
});

export type JobStarted = EventOf<typeof jobStarted>;
export type JobProgressReported = EventOf<typeof jobProgressReported>;
export type JobProbed = EventOf<typeof jobProbed>;
export type JobLevelPlayable = EventOf<typeof jobLevelPlayable>;
export type JobLevelPublished = EventOf<typeof jobLevelPublished>;
export type JobCompleted = EventOf<typeof jobCompleted>;
export type JobLadderQueued = EventOf<typeof jobLadderQueued>;
export type JobRangeQueued = EventOf<typeof jobRangeQueued>;
export type JobRangeEncoded = EventOf<typeof jobRangeEncoded>;
export type JobJoinQueued = EventOf<typeof jobJoinQueued>;
export type JobFailed = EventOf<typeof jobFailed>;
export type JobCancelled = EventOf<typeof jobCancelled>;
export type JobRetryRequested = EventOf<typeof jobRetryRequested>;
export type JobEvent =
  | JobStarted
  | JobProgressReported
  | JobProbed
  | JobLevelPlayable
  | JobLevelPublished
  | JobLadderQueued
  | JobRangeQueued
  | JobRangeEncoded
  | JobJoinQueued
  | JobCompleted
  | JobFailed
  | JobCancelled
  | JobRetryRequested;
