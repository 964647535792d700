import type { Delivery, JobCommand } from '@rushes/events';
import type { ObjectStorage } from '@rushes/storage';
import { type JobVersion, outputPrefixOf } from './job-source.ts';
import { type JobAttempt, JobStopped, jobStep, stillRunning } from './job-steps.ts';
import {
  isMediaError,
  type PipelineOutputs,
  type ProbeResult,
  type ProcessVersionInput,
  type PublishedLevel,
} from './pipeline/index.ts';
import { progressThrottle } from './progress-throttle.ts';

export interface TranscoderLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export type ProcessVersion = (input: ProcessVersionInput) => Promise<PipelineOutputs>;

/** What a worker needs to run jobs, besides the log. */
export interface MediaTools {
  storage: ObjectStorage;
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  processVersion: ProcessVersion;
  logger: TranscoderLogger;
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

function pipelineCallbacks(job: JobAttempt, version: JobVersion, stop: AbortController) {
  const { jobId, attempt } = job;
  const { versionId } = version;
  const throttle = progressThrottle(() => Date.now());
  // A refused step means the job was cancelled or taken over: stop the tools at once too.
  const step = async (name: string, command: JobCommand) => {
    try {
      await jobStep(job, name, command);
    } catch (error) {
      if (error instanceof JobStopped) stop.abort(error);
      throw error;
    }
  };
  return {
    onProbe: (probe: ProbeResult) =>
      step('probe', { type: 'RecordProbe', attempt, data: { jobId, versionId, ...probe } }),
    onLevel: (level: PublishedLevel, masterKey: string) =>
      step(`level:${level.name}`, {
        type: 'PublishLevel',
        attempt,
        data: { jobId, versionId, masterKey, level },
      }),
    async onProgress(percent: number) {
      const progress = throttle(percent);
      if (progress === null) return;
      await step(`progress:${progress}`, { type: 'ReportProgress', jobId, attempt, progress });
    },
  };
}

async function runPipeline(
  tools: MediaTools,
  job: JobAttempt,
  version: JobVersion,
  signals: { stop: AbortController; draining: AbortSignal },
): Promise<PipelineOutputs> {
  const { storage, workDir, ffmpegPath, ffprobePath } = tools;
  return tools.processVersion({
    ...{ storage, workDir, ffmpegPath, ffprobePath },
    sourceKey: version.sourceKey,
    outputPrefix: outputPrefixOf(version),
    filename: version.filename,
    mimetype: version.mimetype,
    signal: AbortSignal.any([signals.stop.signal, signals.draining]),
    ...pipelineCallbacks(job, version, signals.stop),
  });
}

/** Ends a failed attempt: a `job.failed` for a bad file or a last delivery, else a retry. */
async function failure(
  tools: MediaTools,
  job: JobAttempt,
  delivery: Delivery,
  error: unknown,
): Promise<AttemptOutcome> {
  const log = { err: error, jobId: job.jobId, attempt: job.attempt };
  let reason: string;
  if (isMediaError(error)) {
    tools.logger.info({ ...log, reason: error.reason }, 'job failed: the file is unusable');
    reason = error.reason;
  } else if (delivery.deliveryCount >= tools.maxDeliveries) {
    tools.logger.error(log, 'job failed on its last delivery');
    reason = gaveUpReason;
  } else {
    tools.logger.warn(log, 'job failed; it will be retried');
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

/**
 * Runs one attempt of a job for a delivery: start, the pipeline (probe, levels lowest first,
 * throttled progress), complete. Each step is checked against the job (a cancelled job stops,
 * deleting nothing) and carries a command id of its own, so running the attempt again after a
 * crash appends only what is missing.
 */
export async function runJobAttempt(
  tools: MediaTools,
  job: JobAttempt,
  version: JobVersion,
  delivery: Delivery,
  draining: AbortSignal,
): Promise<AttemptOutcome> {
  if (draining.aborted) return 'drained';
  const stop = new AbortController();
  const start = { type: 'StartJob' as const, jobId: job.jobId, versionId: version.versionId };
  const stopHeartbeat = startHeartbeat(tools, async () => {
    await delivery.working();
    if (!(await stillRunning(job))) stop.abort(new JobStopped(job.jobId));
  });
  try {
    await jobStep(job, 'start', { ...start, attempt: job.attempt });
    const outputs = await runPipeline(tools, job, version, { stop, draining });
    const { jobId } = job;
    const data = { jobId, versionId: version.versionId, ...outputs };
    await jobStep(job, 'complete', { type: 'CompleteJob', attempt: job.attempt, data });
    return 'done';
  } catch (error) {
    if (error instanceof JobStopped || stop.signal.aborted) {
      tools.logger.info({ jobId: job.jobId, attempt: job.attempt }, 'job stopped');
      return 'done';
    }
    if (draining.aborted) return 'drained';
    return await failure(tools, job, delivery, error);
  } finally {
    stopHeartbeat();
  }
}
