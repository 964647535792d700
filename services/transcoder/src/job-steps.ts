import {
  type Catalogue,
  type Commit,
  type DomainEvent,
  type EventStore,
  type JobCommand,
  type JobEvent,
  type JobState,
  jobCancelled,
  jobCompleted,
  jobDecider,
  jobFailed,
  jobLevelPlayable,
  jobLevelPublished,
  jobProbed,
  jobProgressReported,
  jobRetryRequested,
  jobStarted,
  runCommand,
} from '@rushes/events';

/** One attempt of one job, as a worker runs it for the commit that asked for it. */
export interface JobAttempt {
  store: EventStore;
  catalogue: Catalogue;
  jobId: string;
  attempt: number;
  /** The commit that asked for the work: the steps' correlation and causation. */
  cause: Commit;
}

/** The job refused a step: it was cancelled, or another attempt took over. */
export class JobStopped extends Error {
  constructor(readonly jobId: string) {
    super(`job ${jobId} no longer runs this attempt`);
    this.name = 'JobStopped';
  }
}

const isJobEvent = (event: DomainEvent): event is JobEvent =>
  jobStarted.is(event) ||
  jobProgressReported.is(event) ||
  jobProbed.is(event) ||
  jobLevelPlayable.is(event) ||
  jobLevelPublished.is(event) ||
  jobCompleted.is(event) ||
  jobFailed.is(event) ||
  jobCancelled.is(event) ||
  jobRetryRequested.is(event);

/** The job as its stream tells: its state (WAITING while empty) and when its last step was. */
export async function jobHistory(
  store: EventStore,
  catalogue: Catalogue,
  jobId: string,
): Promise<{ state: JobState; lastStepAt: string | null }> {
  const { commits } = await store.readStream(`job.${jobId}`);
  const state = commits
    .flatMap((commit) => commit.events.map((stored) => catalogue.decode(stored, commit.meta)))
    .filter(isJobEvent)
    .reduce(jobDecider.evolve, jobDecider.initialState);
  return { state, lastStepAt: commits.at(-1)?.meta.at ?? null };
}

/** Whether the attempt is still the job's running one. */
export async function stillRunning(job: JobAttempt): Promise<boolean> {
  const { state } = await jobHistory(job.store, job.catalogue, job.jobId);
  return state.status === 'RUNNING' && state.attempt === job.attempt;
}

/**
 * Decides and appends one step; throws `JobStopped` when the job refuses it. The command id makes
 * a step idempotent across redeliveries: the same attempt's step is never appended twice,
 * whichever worker runs it again after a crash. Resolves to false when the log had it already.
 */
export async function jobStep(
  job: JobAttempt,
  step: string,
  command: JobCommand,
): Promise<boolean> {
  const origin = {
    actor: { kind: 'system', id: 'transcoder' } as const,
    correlationId: job.cause.meta.correlationId,
    causationId: job.cause.meta.commandId,
  };
  const result = await runCommand({ store: job.store, catalogue: job.catalogue }, origin, {
    stream: `job.${job.jobId}`,
    decider: jobDecider,
    command,
    commandId: `job:${job.jobId}:${job.attempt}:${step}`,
  });
  if (result.ok) return result.events.length > 0;
  if (result.error.code === 'STATE_CONFLICT') throw new JobStopped(job.jobId);
  throw new Error(`job ${job.jobId}: step ${step} refused with ${result.error.code}`);
}
