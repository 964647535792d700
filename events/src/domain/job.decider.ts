import type {
  JobCompleted,
  JobEvent,
  JobJoinQueued,
  JobLadderQueued,
  JobLevelPlayable,
  JobLevelPublished,
  JobProbed,
  JobRangeQueued,
} from '../catalogue/job.events.ts';
import type { Decider } from '../decider.ts';
import { DomainError } from '../errors.ts';

/**
 * The commands of a job's stream (`job.<jobId>`). A worker's commands name the attempt they
 * belong to: a worker still busy with an older attempt (cancelled, then retried) is refused.
 */
export interface StartJob {
  type: 'StartJob';
  jobId: string;
  versionId: string;
  attempt: number;
}

export interface ReportProgress {
  type: 'ReportProgress';
  jobId: string;
  attempt: number;
  /** 0 to 100; rounded. */
  progress: number;
}

export interface RecordProbe {
  type: 'RecordProbe';
  attempt: number;
  data: JobProbed['data'];
}

/** A level plays from its first segments while it is still being encoded. */
export interface MarkLevelPlayable {
  type: 'MarkLevelPlayable';
  attempt: number;
  data: JobLevelPlayable['data'];
}

export interface PublishLevel {
  type: 'PublishLevel';
  attempt: number;
  data: JobLevelPublished['data'];
}

/** The first level is out; the rest of the ladder waits for a transcoder (decision 0135). */
export interface QueueLadder {
  type: 'QueueLadder';
  data: JobLadderQueued['data'];
}

/** One range of a ladder queued in ranges waits for a transcoder (decision 0138). */
export interface QueueRange {
  type: 'QueueRange';
  data: JobRangeQueued['data'];
}

/** A range is encoded; the last one queues the join. */
export interface RecordRangeEncoded {
  type: 'RecordRangeEncoded';
  data: Omit<JobJoinQueued['data'], 'ranges' | 'outputs'> & { index: number };
}

export interface CompleteJob {
  type: 'CompleteJob';
  attempt: number;
  data: JobCompleted['data'];
}

/** The media cannot be processed; `reason` is written for the user. */
export interface FailJob {
  type: 'FailJob';
  jobId: string;
  attempt: number;
  reason: string;
}

export interface CancelJob {
  type: 'CancelJob';
  jobId: string;
}

export interface RetryJob {
  type: 'RetryJob';
  jobId: string;
  assetId: string;
  versionId: string;
}

export type JobCommand =
  | StartJob
  | ReportProgress
  | RecordProbe
  | MarkLevelPlayable
  | PublishLevel
  | QueueLadder
  | QueueRange
  | RecordRangeEncoded
  | CompleteJob
  | FailJob
  | CancelJob
  | RetryJob;

export type JobStatus = 'WAITING' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

export interface JobState {
  status: JobStatus;
  /** The attempt waiting or running: 1 from the `asset.version_added` that names the job. */
  attempt: number;
  /** Of the attempt: never goes backwards within it. */
  progress: number;
  probed: boolean;
  /** Names of the levels the attempt published. */
  levels: readonly string[];
  /** Names of the levels of the attempt that play while they are still being encoded. */
  playable: readonly string[];
  /** Whether the attempt's first level is out and the rest of its ladder queued. */
  ladderQueued: boolean;
  /** The queued ladder's ranges (0: one piece) and its first part's outputs, for the join. */
  ranges: number;
  outputs: JobJoinQueued['data']['outputs'] | null;
  /** Indexes of the ranges queued, and of those encoded. */
  rangesQueued: readonly number[];
  rangesEncoded: readonly number[];
}

/** An empty stream: the job is WAITING from the `asset.version_added` that names it. */
const waiting = (attempt: number): JobState => ({
  status: 'WAITING',
  attempt,
  progress: 0,
  probed: false,
  levels: [],
  playable: [],
  ladderQueued: false,
  ranges: 0,
  outputs: null,
  rangesQueued: [],
  rangesEncoded: [],
});

const conflict = (state: JobState) =>
  new DomainError('STATE_CONFLICT', { field: 'jobId', entity: 'job', state: state.status });

/** The command's attempt is running, or why not. */
const notRunning = (state: JobState, attempt: number): DomainError | null =>
  state.status === 'RUNNING' && state.attempt === attempt ? null : conflict(state);

function startJob(command: StartJob, state: JobState) {
  if (command.attempt !== state.attempt) return conflict(state);
  if (state.status === 'RUNNING') return [];
  if (state.status !== 'WAITING') return conflict(state);
  const { jobId, versionId, attempt } = command;
  return [{ type: 'job.started' as const, data: { jobId, versionId, attempt } }];
}

function reportProgress(command: ReportProgress, state: JobState) {
  const refused = notRunning(state, command.attempt);
  if (refused) return refused;
  const progress = Math.min(100, Math.max(0, Math.round(command.progress)));
  if (!(progress > state.progress)) return [];
  return [{ type: 'job.progress_reported' as const, data: { jobId: command.jobId, progress } }];
}

function recordProbe(command: RecordProbe, state: JobState) {
  const refused = notRunning(state, command.attempt);
  if (refused) return refused;
  if (state.probed) return [];
  return [{ type: 'job.probed' as const, data: command.data }];
}

function markLevelPlayable(command: MarkLevelPlayable, state: JobState) {
  const refused = notRunning(state, command.attempt);
  if (refused) return refused;
  const { name } = command.data.level;
  if (state.playable.includes(name) || state.levels.includes(name)) return [];
  return [{ type: 'job.level_playable' as const, data: command.data }];
}

function publishLevel(command: PublishLevel, state: JobState) {
  const refused = notRunning(state, command.attempt);
  if (refused) return refused;
  if (state.levels.includes(command.data.level.name)) return [];
  return [{ type: 'job.level_published' as const, data: command.data }];
}

function queueLadder(command: QueueLadder, state: JobState) {
  const refused = notRunning(state, command.data.attempt);
  if (refused) return refused;
  if (state.ladderQueued) return [];
  return [{ type: 'job.ladder_queued' as const, data: command.data }];
}

function queueRange(command: QueueRange, state: JobState) {
  const { attempt, index } = command.data;
  const refused = notRunning(state, attempt);
  if (refused) return refused;
  if (!state.ladderQueued || index >= state.ranges) {
    return new DomainError('VALIDATION_FAILED', { field: 'index', rule: 'range' });
  }
  if (state.rangesQueued.includes(index)) return [];
  return [{ type: 'job.range_queued' as const, data: command.data }];
}

function recordRangeEncoded(command: RecordRangeEncoded, state: JobState) {
  const { index, ...job } = command.data;
  const refused = notRunning(state, job.attempt);
  if (refused) return refused;
  if (!state.rangesQueued.includes(index) || !state.outputs) {
    return new DomainError('VALIDATION_FAILED', { field: 'index', rule: 'range' });
  }
  if (state.rangesEncoded.includes(index)) return [];
  const { jobId, attempt } = job;
  const encoded = { type: 'job.range_encoded' as const, data: { jobId, attempt, index } };
  if (state.rangesEncoded.length + 1 < state.ranges) return [encoded];
  const join = { ...job, ranges: state.ranges, outputs: state.outputs };
  return [encoded, { type: 'job.join_queued' as const, data: join }];
}

function completeJob(command: CompleteJob, state: JobState) {
  const refused = notRunning(state, command.attempt);
  if (refused) return refused;
  return [{ type: 'job.completed' as const, data: command.data }];
}

function failJob(command: FailJob, state: JobState) {
  const refused = notRunning(state, command.attempt);
  if (refused) return refused;
  const reason = command.reason.trim();
  if (reason.length === 0) {
    return new DomainError('VALIDATION_FAILED', { field: 'reason', rule: 'required' });
  }
  return [{ type: 'job.failed' as const, data: { jobId: command.jobId, reason } }];
}

/** Stops a waiting or running job; a finished one has nothing left to cancel. */
function cancelJob(command: CancelJob, state: JobState) {
  if (state.status !== 'WAITING' && state.status !== 'RUNNING') return [];
  return [{ type: 'job.cancelled' as const, data: { jobId: command.jobId } }];
}

function retryJob(command: RetryJob, state: JobState) {
  if (state.status !== 'FAILED' && state.status !== 'CANCELLED') return conflict(state);
  const { jobId, assetId, versionId } = command;
  const data = { jobId, assetId, versionId, attempt: state.attempt + 1 };
  return [{ type: 'job.retry_requested' as const, data }];
}

/**
 * A processing job: WAITING → RUNNING → COMPLETED | FAILED | CANCELLED, and again WAITING on a
 * retry (from FAILED or CANCELLED only). Once finished, only cancel (nothing happens) and retry
 * are accepted; a step already taken (start, progress not ahead, probe, a level playable or
 * published, the ladder or a range queued, a range encoded) is `[]`. The last range encoded
 * queues the join of them all in the same commit.
 */
export const jobDecider: Decider<JobCommand, JobState, JobEvent> = {
  initialState: waiting(1),
  decide(command, state) {
    switch (command.type) {
      case 'StartJob':
        return startJob(command, state);
      case 'ReportProgress':
        return reportProgress(command, state);
      case 'RecordProbe':
        return recordProbe(command, state);
      case 'MarkLevelPlayable':
        return markLevelPlayable(command, state);
      case 'PublishLevel':
        return publishLevel(command, state);
      case 'QueueLadder':
        return queueLadder(command, state);
      case 'QueueRange':
        return queueRange(command, state);
      case 'RecordRangeEncoded':
        return recordRangeEncoded(command, state);
      case 'CompleteJob':
        return completeJob(command, state);
      case 'FailJob':
        return failJob(command, state);
      case 'CancelJob':
        return cancelJob(command, state);
      case 'RetryJob':
        return retryJob(command, state);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'job.started':
        return { ...waiting(event.data.attempt), status: 'RUNNING' };
      case 'job.progress_reported':
        return { ...state, progress: event.data.progress };
      case 'job.probed':
        return { ...state, probed: true };
      case 'job.level_playable':
        return { ...state, playable: [...state.playable, event.data.level.name] };
      case 'job.level_published':
        return { ...state, levels: [...state.levels, event.data.level.name] };
      case 'job.ladder_queued': {
        const { ranges, outputs } = event.data;
        return { ...state, ladderQueued: true, ranges, outputs };
      }
      case 'job.range_queued':
        return { ...state, rangesQueued: [...state.rangesQueued, event.data.index] };
      case 'job.range_encoded':
        return { ...state, rangesEncoded: [...state.rangesEncoded, event.data.index] };
      case 'job.join_queued':
        return state;
      case 'job.completed':
        return { ...state, status: 'COMPLETED', progress: 100 };
      case 'job.failed':
        return { ...state, status: 'FAILED' };
      case 'job.cancelled':
        return { ...state, status: 'CANCELLED' };
      case 'job.retry_requested':
        return waiting(event.data.attempt);
    }
  },
};
