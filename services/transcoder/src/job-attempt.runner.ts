import type { Delivery, JobCommand } from '@rushes/events';
import type { Logger } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import {
  completedMessage,
  drainedMessage,
  ladderQueuedMessage,
  levelMessage,
  playableMessage,
  probeMessage,
  progressMessage,
  rangeEncodedMessage,
  retryMessage,
} from './job-log.ts';
import { type JobVersion, type LadderWork, outputPrefixOf } from './job-source.ts';
import { type JobAttempt, JobStopped, jobStep, stillRunning } from './job-steps.ts';
import {
  type FirstLevelGate,
  isMediaError,
  type PipelinePart,
  type PipelineResult,
  type PlayableLevel,
  type ProbeResult,
  type ProcessVersionInput,
  type PublishedLevel,
  type SourceLimits,
} from './pipeline/index.ts';
import type { HdrCodec } from './pipeline/ladder.ts';
import { progressThrottle } from './progress-throttle.ts';

export type ProcessVersion = (input: ProcessVersionInput) => Promise<PipelineResult>;

/** The ladder work a delivery asks for (none: the first part) and the pipeline's part for it. */
export interface AttemptSteps {
  ladder: LadderWork | null;
  part: PipelinePart;
}

/** What a worker needs to run jobs, besides the log. */
export interface MediaTools {
  storage: ObjectStorage;
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** The HDR codecs the ffmpeg in use can encode; both when unsaid. */
  hdrCodecs?: readonly HdrCodec[];
  /** The operator's limits on sources; none when unsaid. */
  limits?: SourceLimits;
  processVersion: ProcessVersion;
  /** This transcoder's first levels, which its ladders yield to. */
  firstLevels?: FirstLevelGate;
  /** A long source's ladder is encoded in ranges this long (seconds); never when unsaid. */
  rangeSeconds?: number;
  /** The job's own logger once a delivery takes it (its ids bound). */
  logger: Logger;
  /** How often a running job says it is still working (and checks it was not cancelled). */
  heartbeatMs: number;
  /** After this many deliveries an unexpected failure fails the job instead of retrying. */
  maxDeliveries: number;
}

/**
 * How an attempt ended: `done` (completed, or nothing left to do: cancelled, finished, taken
 * over), `failed` (a `job.failed` is in the log), `retry` (a transient failure) or `drained`
 * (the worker is stopping).
 */
export type AttemptOutcome = 'done' | 'failed' | 'retry' | 'drained';

/** The reason users read when a job keeps failing for reasons that are not the file's. */
export const gaveUpReason = 'Processing failed repeatedly. Try again later.';

/** Every few seconds: tell the consumer the job is alive, and stop it once it no longer runs. */
function startHeartbeat(tools: MediaTools, beat: () => Promise<void>) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    beat()
      .catch((error: unknown) => tools.logger.warn({ err: error }, 'job heartbeat failed'))
      .finally(() => {
        busy = false;
      });
  }, tools.heartbeatMs);
  return () => clearInterval(timer);
}

function pipelineCallbacks(
  tools: MediaTools,
  job: JobAttempt,
  version: JobVersion,
  stop: AbortController,
) {
  const { jobId, attempt } = job;
  const { versionId } = version;
  const { logger } = tools;
  const throttle = progressThrottle(() => Date.now());
  // A refused step means the job was cancelled or taken over: stop the tools at once too.
  // A step the log had already (a redelivery resuming) is said at debug only, as is progress.
  const step = async (name: string, command: JobCommand, done: string) => {
    try {
      const appended = await jobStep(job, name, command);
      if (appended && command.type !== 'ReportProgress') logger.info(done);
      else logger.debug(appended ? done : `${done} (already in the log)`);
    } catch (error) {
      if (error instanceof JobStopped) stop.abort(error);
      throw error;
    }
  };
  return {
    onProbe: (probe: ProbeResult) =>
      step(
        'probe',
        { type: 'RecordProbe', attempt, data: { jobId, versionId, ...probe } },
        probeMessage(jobId, probe),
      ),
    onPlayable: (level: PlayableLevel, masterKey: string) =>
      step(
        `playable:${level.name}`,
        { type: 'MarkLevelPlayable', attempt, data: { jobId, versionId, masterKey, level } },
        playableMessage(jobId, level.name),
      ),
    onLevel: (level: PublishedLevel, masterKey: string) =>
      step(
        `level:${level.name}`,
        { type: 'PublishLevel', attempt, data: { jobId, versionId, masterKey, level } },
        levelMessage(jobId, level.name),
      ),
    async onProgress(percent: number) {
      const progress = throttle(percent);
      if (progress === null) return;
      const command = { type: 'ReportProgress' as const, jobId, attempt, progress };
      await step(`progress:${progress}`, command, progressMessage(jobId, progress));
    },
  };
}

async function runPipeline(
  tools: MediaTools,
  job: JobAttempt,
  version: JobVersion,
  signals: { stop: AbortController; draining: AbortSignal },
  part: PipelinePart,
): Promise<PipelineResult> {
  const { storage, workDir, ffmpegPath, ffprobePath, hdrCodecs, limits, firstLevels } = tools;
  const { rangeSeconds } = tools;
  return tools.processVersion({
    ...{ storage, workDir, ffmpegPath, ffprobePath },
    ...(hdrCodecs ? { hdrCodecs } : {}),
    ...(limits ? { limits } : {}),
    ...(firstLevels ? { firstLevels } : {}),
    ...(rangeSeconds ? { rangeSeconds } : {}),
    part,
    sourceKey: version.sourceKey,
    outputPrefix: outputPrefixOf(version),
    filename: version.filename,
    mimetype: version.mimetype,
    signal: AbortSignal.any([signals.stop.signal, signals.draining]),
    ...pipelineCallbacks(tools, job, version, signals.stop),
  });
}

/** Ends a failed attempt: a `job.failed` for a bad file or a last delivery, else a retry. */
async function failure(
  tools: MediaTools,
  job: JobAttempt,
  delivery: Delivery,
  error: unknown,
): Promise<AttemptOutcome> {
  const { jobId } = job;
  const { logger } = tools;
  let reason: string;
  if (isMediaError(error)) {
    logger.info({ err: error, reason: error.reason }, `job ${jobId} failed: ${error.reason}`);
    reason = error.reason;
  } else if (delivery.deliveryCount >= tools.maxDeliveries) {
    logger.error({ err: error }, `job ${jobId} failed on its last delivery: ${gaveUpReason}`);
    reason = gaveUpReason;
  } else {
    logger.warn(
      { err: error, retryInMs: delivery.nakDelayMs },
      retryMessage(jobId, error, delivery.nakDelayMs),
    );
    return 'retry';
  }
  const fail = { type: 'FailJob' as const, jobId: job.jobId, attempt: job.attempt, reason };
  try {
    await jobStep(job, 'fail', fail);
    return 'failed';
  } catch (stepError) {
    if (stepError instanceof JobStopped) return 'done';
    throw stepError;
  }
}

/** After the pipeline: queue the rest of the ladder, record a range, or complete the job. */
async function afterPipeline(
  tools: MediaTools,
  job: JobAttempt,
  version: JobVersion,
  { ladder }: AttemptSteps,
  result: PipelineResult,
  startedAt: number,
): Promise<void> {
  const { ladderLeft, ranges = [], ...made } = result;
  const { jobId, attempt } = job;
  const { versionId, assetId } = version;
  const ids = { jobId, versionId, assetId, attempt };
  if (ladderLeft) {
    const data = { ...ids, outputs: made, ranges: ranges.length };
    await jobStep(job, 'ladder', { type: 'QueueLadder', data });
    // Each range its own commit: one delivery each, for whichever transcoder is free.
    for (const range of ranges) {
      await jobStep(job, `range:${range.index}`, {
        type: 'QueueRange',
        data: { ...ids, ...range },
      });
    }
    tools.logger.info(ladderQueuedMessage(jobId, Date.now() - startedAt, ranges.length));
    return;
  }
  if (ladder?.kind === 'range') {
    const { index } = ladder.data;
    const data = { ...ids, index };
    await jobStep(job, `range-encoded:${index}`, { type: 'RecordRangeEncoded', data });
    tools.logger.info(rangeEncodedMessage(jobId, index, Date.now() - startedAt));
    return;
  }
  const data = { jobId, versionId, ...(ladder?.data.outputs ?? made) };
  await jobStep(job, 'complete', { type: 'CompleteJob', attempt, data });
  const tookMs = Date.now() - startedAt;
  tools.logger.info({ tookMs }, completedMessage(jobId, tookMs));
}

/**
 * Runs one attempt of a job for a delivery: start, the pipeline (probe, the first level playable
 * while it encodes, levels lowest first, throttled progress), complete. A video whose first level
 * leaves more of its ladder queues that rest instead of completing, whole or in ranges; the
 * `ladder` delivery runs it (or a range, or the ranges' join) and completes with the first
 * part's outputs. Each step is checked against the job (a cancelled job stops, deleting nothing)
 * and carries a command id of its own, so running the attempt again after a crash appends only
 * what is missing.
 */
export async function runJobAttempt(
  tools: MediaTools,
  job: JobAttempt,
  version: JobVersion,
  delivery: Delivery,
  draining: AbortSignal,
  steps: AttemptSteps = { ladder: null, part: 'first' },
): Promise<AttemptOutcome> {
  if (draining.aborted) return drained(tools, job);
  const stop = new AbortController();
  const start = { type: 'StartJob' as const, jobId: job.jobId, versionId: version.versionId };
  const stopHeartbeat = startHeartbeat(tools, async () => {
    await delivery.working();
    if (!(await stillRunning(job))) stop.abort(new JobStopped(job.jobId));
  });
  const startedAt = Date.now();
  try {
    await jobStep(job, 'start', { ...start, attempt: job.attempt });
    const signals = { stop, draining };
    const result = await runPipeline(tools, job, version, signals, steps.part);
    await afterPipeline(tools, job, version, steps, result, startedAt);
    return 'done';
  } catch (error) {
    if (error instanceof JobStopped || stop.signal.aborted) {
      tools.logger.info(`job ${job.jobId} stopped: it was cancelled, or another attempt took over`);
      return 'done';
    }
    if (draining.aborted) return drained(tools, job);
    return await failure(tools, job, delivery, error);
  } finally {
    stopHeartbeat();
  }
}

function drained(tools: MediaTools, job: JobAttempt): AttemptOutcome {
  tools.logger.info(drainedMessage(job.jobId));
  return 'drained';
}
