import type { Catalogue, Delivery, EventStore, JobState } from '@rushes/events';
import type { ObjectStorage } from '@rushes/storage';
import {
  type AttemptOutcome,
  type MediaTools,
  type ProcessVersion,
  runJobAttempt,
  type TranscoderLogger,
} from './job-attempt.runner.ts';
import { findJobVersion, type JobWork, jobWorkIn } from './job-source.ts';
import { loadJob } from './job-steps.ts';
import { processVersion as realPipeline } from './pipeline/index.ts';

export interface TranscoderOptions {
  store: EventStore;
  storage: ObjectStorage;
  catalogue: Catalogue;
  /** Scratch space for sources and outputs while a job runs. */
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  logger: TranscoderLogger;
  /** The durable consumer's name: transcoders with the same name share the jobs. */
  consumerName?: string;
  /** The media pipeline; the real one unless a test gives another. */
  processVersion?: ProcessVersion;
  /** A delivery not acked nor kept alive for this long goes to another worker; default 60 s. */
  ackWaitMs?: number;
  /** Deliveries of a job before it fails for good; default 5. */
  maxDeliveries?: number;
  /** The delays of the retries after transient failures (storage unreachable…). */
  backoffMs?: number[];
}

export interface Transcoder {
  /** Drains: takes no more jobs; the running one is stopped and handed back (nak). */
  stop(): Promise<void>;
}

type Deps = { store: EventStore; catalogue: Catalogue; tools: MediaTools; draining: AbortSignal };

/** Where a commit's job stands: run its current attempt, or nothing to do. */
function attemptToRun(state: JobState): number | null {
  return state.status === 'WAITING' || state.status === 'RUNNING' ? state.attempt : null;
}

async function runWork(deps: Deps, work: JobWork, delivery: Delivery): Promise<AttemptOutcome> {
  const { store, catalogue, tools } = deps;
  const attempt = attemptToRun(await loadJob(store, catalogue, work.jobId));
  if (attempt === null) return 'done';
  const version =
    work.version ?? (await findJobVersion(store, catalogue, work.assetId, work.jobId));
  if (!version) {
    tools.logger.error({ jobId: work.jobId }, 'no asset.version_added names this job');
    return 'done';
  }
  const job = { store, catalogue, jobId: work.jobId, attempt, cause: delivery.commit };
  return runJobAttempt(tools, job, version, delivery, deps.draining);
}

/** Settles a delivery by its worst outcome: drained or retry > failed > done. */
async function settle(delivery: Delivery, outcomes: AttemptOutcome[]): Promise<void> {
  if (outcomes.includes('drained')) return delivery.nak(0);
  if (outcomes.includes('retry')) return delivery.nak();
  if (outcomes.includes('failed')) return delivery.term();
  return delivery.ack();
}

async function handleDelivery(deps: Deps, delivery: Delivery): Promise<void> {
  const outcomes: AttemptOutcome[] = [];
  for (const work of jobWorkIn(delivery.commit, deps.catalogue)) {
    const outcome = await runWork(deps, work, delivery);
    outcomes.push(outcome);
    if (outcome === 'drained' || outcome === 'retry') break;
  }
  await settle(delivery, outcomes);
}

/**
 * The transcoder: a durable consumer of the log that runs the job of each new version (and of
 * each retry) through the media pipeline, appending the job's events as it goes. Used by
 * `main.ts` (distributed) and in process by the embedded launcher.
 */
export function startTranscoder(options: TranscoderOptions): Transcoder {
  const ackWaitMs = options.ackWaitMs ?? 60_000;
  const maxDeliveries = options.maxDeliveries ?? 5;
  const draining = new AbortController();
  const { store, storage, catalogue, workDir, ffmpegPath, ffprobePath, logger } = options;
  const tools: MediaTools = {
    ...{ storage, workDir, ffmpegPath, ffprobePath, logger, maxDeliveries },
    processVersion: options.processVersion ?? realPipeline,
    heartbeatMs: Math.max(100, Math.floor(ackWaitMs / 3)),
  };
  const deps: Deps = { store, catalogue, tools, draining: draining.signal };
  const consumer = store.consumers.consume(
    {
      name: options.consumerName ?? 'transcoder',
      ackWaitMs,
      maxDeliveries,
      ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
      logger,
    },
    (delivery) => handleDelivery(deps, delivery),
  );
  return {
    async stop() {
      draining.abort(new Error('the transcoder is stopping'));
      await consumer.stop();
    },
  };
}
