import type { Catalogue, Commit, Delivery, EventStore, JobState } from '@rushes/events';
import type { Logger, MediaFeatures } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import { createFairTurns, type FairTurns } from './fair-turns.ts';
import {
  type AttemptOutcome,
  type MediaTools,
  type ProcessVersion,
  runJobAttempt,
} from './job-attempt.runner.ts';
import { type Taking, takingMessage, turnMessage } from './job-log.ts';
import { findJobVersion, type JobWork, jobWorkIn, ladderWorkIn, partOf } from './job-source.ts';
import { jobHistory } from './job-steps.ts';
import {
  createFirstLevelGate,
  processVersion as realPipeline,
  type SourceLimits,
} from './pipeline/index.ts';
import { mediaLimits } from './pipeline/media-limits.ts';
import { startRenderer } from './watermark/renderer.ts';

export interface TranscoderOptions {
  store: EventStore;
  storage: ObjectStorage;
  catalogue: Catalogue;
  /** Scratch space for sources and outputs while a job runs. */
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** What the ffmpeg can encode and filter; unsaid, it is taken to do all the ladder needs. */
  features?: MediaFeatures;
  /** The operator's limits on sources (`sourceLimitsOf` the environment); none when unsaid. */
  sourceLimits?: SourceLimits;
  /**
   * A clip at least twice this long (seconds) has the levels after its first encoded in ranges
   * this long, shared by every transcoder on the ladders' consumer (decision 0138); 0 or unsaid:
   * never.
   */
  rangeSeconds?: number;
  logger: Logger;
  /**
   * The durable consumer's name: transcoders with the same name share the jobs. The rest of a
   * ladder after its first level goes to `<name>-ladders`, behind the first levels of later
   * uploads (decision 0135); watermarked renditions have `<name>-watermarks`, so they never
   * wait for a job.
   */
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

type Deps = {
  store: EventStore;
  catalogue: Catalogue;
  tools: MediaTools;
  ackWaitMs: number;
  draining: AbortSignal;
};

/**
 * Where a commit's job stands: run its current attempt, or nothing to do. Ladder work runs only
 * for the attempt that queued it, while that attempt runs; a range already encoded, never again.
 */
function attemptToRun(state: JobState, work: JobWork): number | null {
  const { ladder } = work;
  if (ladder) {
    const running = state.status === 'RUNNING' && state.attempt === ladder.data.attempt;
    const encoded = ladder.kind === 'range' && state.rangesEncoded.includes(ladder.data.index);
    return running && !encoded ? state.attempt : null;
  }
  // a first part done already (it went before its turn, or ended before a crash): the rest queued
  const queued = state.ladderQueued && state.rangesQueued.length === state.ranges;
  return state.status === 'WAITING' || (state.status === 'RUNNING' && !queued)
    ? state.attempt
    : null;
}

type Found = Omit<Taking, 'maxDeliveries' | 'ackWaitMs' | 'heartbeatMs'>;

/** Says the job is taken (and, taken again, why) and gives the job's own logger. */
function takeJob(deps: Deps, found: Found): Logger {
  const { tools, ackWaitMs } = deps;
  const { jobId, version, attempt, deliveryCount } = found;
  const { assetId, versionId } = version;
  const logger = tools.logger.child({ jobId, assetId, versionId, attempt, deliveryCount });
  const { maxDeliveries, heartbeatMs } = tools;
  logger.info(takingMessage({ ...found, maxDeliveries, ackWaitMs, heartbeatMs }));
  return logger;
}

async function runWork(deps: Deps, work: JobWork, delivery: Delivery): Promise<AttemptOutcome> {
  const { store, catalogue, tools } = deps;
  const { jobId } = work;
  const { state, lastStepAt } = await jobHistory(store, catalogue, jobId);
  const attempt = attemptToRun(state, work);
  if (attempt === null) {
    tools.logger.debug({ jobId }, `job ${jobId} is ${state.status.toLowerCase()}: nothing to do`);
    return 'done';
  }
  const version = work.version ?? (await findJobVersion(store, catalogue, work.assetId, jobId));
  if (!version) {
    tools.logger.error({ jobId }, `job ${jobId}: no asset.version_added names this job`);
    return 'done';
  }
  const silentMs = lastStepAt === null ? null : Date.now() - Date.parse(lastStepAt);
  const { deliveryCount } = delivery;
  const logger = takeJob(deps, { jobId, version, attempt, deliveryCount, state, silentMs });
  const job = { store, catalogue, jobId, attempt, cause: delivery.commit };
  const { draining } = deps;
  const steps = { ladder: work.ladder, part: partOf(work.ladder, state) };
  return runJobAttempt({ ...tools, logger }, job, version, delivery, draining, steps);
}

/** Settles a delivery by its worst outcome: drained or retry > failed > done. */
async function settle(delivery: Delivery, outcomes: AttemptOutcome[]): Promise<void> {
  if (outcomes.includes('drained')) return delivery.nak(0);
  if (outcomes.includes('retry')) return delivery.nak();
  if (outcomes.includes('failed')) return delivery.term();
  return delivery.ack();
}

type WorkIn = (commit: Commit, catalogue: Catalogue) => JobWork[];

/** Turns one delivery may give to uploads behind it, at most. */
const TURNS_PER_DELIVERY = 20;

/**
 * Runs the first levels of people with fewer turns, waiting behind `work` in the log, before it
 * (its delivery kept alive meanwhile); each once. Their own deliveries find them done.
 */
async function giveTurns(
  deps: Deps,
  delivery: Delivery,
  work: JobWork,
  fair: FairTurns,
): Promise<'drained' | 'done'> {
  const passed = new Set<string>();
  while (passed.size < TURNS_PER_DELIVERY) {
    const turn = await fair.before(delivery.commit, work, passed);
    if (!turn) break;
    passed.add(turn.jobId);
    deps.tools.logger.info({ jobId: work.jobId }, turnMessage(work.jobId, turn.jobId));
    if (turn.uploader) fair.started(turn.uploader);
    if ((await runWork(deps, turn, delivery)) === 'drained') return 'drained';
  }
  return 'done';
}

async function handleDelivery(
  deps: Deps,
  delivery: Delivery,
  workIn: WorkIn,
  fair: FairTurns | null = null,
): Promise<void> {
  const outcomes: AttemptOutcome[] = [];
  for (const work of workIn(delivery.commit, deps.catalogue)) {
    if (fair && work.uploader) {
      if ((await giveTurns(deps, delivery, work, fair)) === 'drained') {
        outcomes.push('drained');
        break;
      }
      fair.started(work.uploader);
    }
    const outcome = await runWork(deps, work, delivery);
    outcomes.push(outcome);
    if (outcome === 'drained' || outcome === 'retry') break;
  }
  await settle(delivery, outcomes);
}

/**
 * The transcoder: a durable consumer of the log that runs the job of each new version (and of
 * each retry) through the media pipeline, appending the job's events as it goes, up to a video's
 * first level, uploaders taking turns (decision 0141); a second consumer runs the rest of its
 * ladder, whole or in ranges, stopping while a first level encodes in this process (decisions
 * 0135, 0138). Used by `main.ts` (distributed) and in process by the
 * embedded launcher.
 */
export function startTranscoder(options: TranscoderOptions): Transcoder {
  const ackWaitMs = options.ackWaitMs ?? 60_000;
  const maxDeliveries = options.maxDeliveries ?? 5;
  const draining = new AbortController();
  const { store, storage, catalogue, workDir, ffmpegPath, ffprobePath, logger } = options;
  const limits = options.features ? mediaLimits(options.features) : null;
  for (const note of limits?.notes ?? []) logger.warn(note);
  const tools: MediaTools = {
    ...{ storage, workDir, ffmpegPath, ffprobePath, logger, maxDeliveries },
    ...(limits ? { hdrCodecs: limits.hdrCodecs } : {}),
    ...(options.sourceLimits ? { limits: options.sourceLimits } : {}),
    ...(options.rangeSeconds ? { rangeSeconds: options.rangeSeconds } : {}),
    processVersion: options.processVersion ?? realPipeline,
    firstLevels: createFirstLevelGate(),
    heartbeatMs: Math.max(100, Math.floor(ackWaitMs / 3)),
  };
  const deps: Deps = { store, catalogue, tools, ackWaitMs, draining: draining.signal };
  const name = options.consumerName ?? 'transcoder';
  logger.info(
    `transcoder takes jobs as consumer ${name}: a job whose transcoder stops comes back after ` +
      `${ackWaitMs / 1000} s, at most ${maxDeliveries} times`,
  );
  const fair = createFairTurns({ store, catalogue });
  const consume = (consumer: string, workIn: WorkIn, turns: FairTurns | null = null) =>
    store.consumers.consume(
      {
        name: consumer,
        ackWaitMs,
        maxDeliveries,
        ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
        logger,
      },
      (delivery) => handleDelivery(deps, delivery, workIn, turns),
    );
  const consumers = [consume(name, jobWorkIn, fair), consume(`${name}-ladders`, ladderWorkIn)];
  const renderer = startRenderer({
    ...{ store, storage, catalogue, workDir, ffmpegPath, ffprobePath, logger },
    consumerName: `${name}-watermarks`,
    ...(options.sourceLimits ? { limits: options.sourceLimits } : {}),
    ...{ ackWaitMs, maxDeliveries, draining: draining.signal },
    ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
  });
  return {
    async stop() {
      draining.abort(new Error('the transcoder is stopping'));
      await Promise.all([...consumers.map((consumer) => consumer.stop()), renderer.stop()]);
    },
  };
}
