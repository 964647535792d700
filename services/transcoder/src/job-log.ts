import type { JobState } from '@rushes/events';
import type { JobVersion } from './job-source.ts';
import type { ProbeResult } from './pipeline/index.ts';

/**
 * The lines an operator reads about each job, so that a job that stands still says why. Pure:
 * the worker hands in what it knows, including the time.
 */

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Where the job stood when this delivery found it: its progress and what is already out. */
function standing(state: JobState): string {
  const levels = state.levels.length > 0 ? `, ${state.levels.join(', ')} published` : '';
  return `running at ${state.progress} %${levels}`;
}

export interface Taking {
  jobId: string;
  version: JobVersion;
  attempt: number;
  deliveryCount: number;
  maxDeliveries: number;
  /** The job as this delivery found it. */
  state: JobState;
  /** Since the job's last step reached the log; null when it has none yet. */
  silentMs: number | null;
  /** How long the log waits for a silent delivery before it hands the job to another worker. */
  ackWaitMs: number;
  /** How often a live delivery tells the log it still works: a dead one fell silent at most
   * this long before its last step reached the log. */
  heartbeatMs: number;
}

/** Why an earlier delivery did not finish the job, from what the log holds. */
function redeliveryReason(taking: Taking): string {
  const { state, silentMs, ackWaitMs, heartbeatMs } = taking;
  if (state.status !== 'RUNNING') {
    return 'an earlier delivery ended before the job started (handed back, or its transcoder stopped)';
  }
  const silent = silentMs === null ? '' : `, its last step ${seconds(silentMs)} ago`;
  if (silentMs !== null && silentMs >= ackWaitMs - heartbeatMs) {
    return (
      `the previous delivery left it ${standing(state)}${silent}: its transcoder stopped or lost ` +
      `the log without handing it back, so the log gave it to the next one after the ack wait ` +
      `(${seconds(ackWaitMs)})`
    );
  }
  return (
    `the previous delivery left it ${standing(state)}${silent} and handed it back ` +
    '(a transient failure or a stopping transcoder, logged where it ran)'
  );
}

/** The line a transcoder writes as it takes a job; a redelivery says why it came back. */
export function takingMessage(taking: Taking): string {
  const { jobId, version, attempt, deliveryCount, maxDeliveries } = taking;
  const what =
    `"${version.filename}" (asset ${version.assetId}, version ${version.versionId}), ` +
    `attempt ${attempt}, delivery ${deliveryCount} of ${maxDeliveries}`;
  if (deliveryCount <= 1) return `job ${jobId} taken: ${what}`;
  return (
    `job ${jobId} taken again: ${what}; ${redeliveryReason(taking)}. ` +
    'Resuming: the steps already in the log are not done twice'
  );
}

/** What ffprobe found, in a few words. */
export function probeMessage(jobId: string, probe: ProbeResult): string {
  const picture = probe.width && probe.height ? `${probe.width}×${probe.height}` : null;
  const parts = [
    probe.videoCodec,
    picture,
    probe.fps ? `${probe.fps} fps` : null,
    probe.hdr ? 'HDR' : null,
    probe.audioCodec ? `audio ${probe.audioCodec}` : null,
    probe.durationMs !== null ? seconds(probe.durationMs) : null,
  ].filter((part) => part !== null);
  return `job ${jobId} probed: ${parts.length > 0 ? parts.join(', ') : 'no video, audio or picture'}`;
}

export const playableMessage = (jobId: string, level: string) =>
  `job ${jobId}: level ${level} plays while it encodes`;

export const levelMessage = (jobId: string, level: string) =>
  `job ${jobId}: level ${level} published`;

export const progressMessage = (jobId: string, percent: number) => `job ${jobId} at ${percent} %`;

export const completedMessage = (jobId: string, tookMs: number) =>
  `job ${jobId} completed in ${seconds(tookMs)}`;

export const ladderQueuedMessage = (jobId: string, tookMs: number, ranges: number) =>
  `job ${jobId} has its first level out after ${seconds(tookMs)}; ` +
  (ranges > 0
    ? `the rest of its ladder is queued in ${ranges} ranges, for any transcoder to take`
    : 'the rest of its ladder waits behind the first levels of other uploads');

export const turnMessage = (jobId: string, before: string) =>
  `job ${before} of someone with fewer turns goes before job ${jobId}, waiting behind it`;

export const rangeEncodedMessage = (jobId: string, index: number, tookMs: number) =>
  `job ${jobId}: range ${index} encoded in ${seconds(tookMs)}`;

/** A transient failure: the job goes back to the log and comes again after `delayMs`. */
export const retryMessage = (jobId: string, error: unknown, delayMs: number) =>
  `job ${jobId} failed (${error instanceof Error ? error.message : String(error)}); ` +
  `it will be retried in ${seconds(delayMs)}`;

export const drainedMessage = (jobId: string) =>
  `job ${jobId} handed back: this transcoder is stopping, another takes it at once`;
