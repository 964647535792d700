import {
  type Catalogue,
  type Commit,
  type Delivery,
  type EventStore,
  type RenditionCommand,
  renditionRequested,
} from '@rushes/events';
import type { Logger } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import { isMediaError } from '../pipeline/media-error.ts';
import type { SourceLimits } from '../pipeline/source-limits.ts';
import { progressThrottle } from '../progress-throttle.ts';
import { type RenderOutputs, renderWatermarked } from './render-watermarked.ts';
import {
  type Asked,
  RenditionStopped,
  renderingAttempt,
  renditionStep,
} from './rendition-steps.ts';

/** The transcoder's steps, as a renderer of uploaded versions. */
const step = (
  options: RendererOptions,
  cause: Commit,
  asked: Asked,
  name: string,
  command: RenditionCommand,
) => renditionStep({ ...options, actorId: 'transcoder' }, cause, asked, name, command);

export interface RendererOptions {
  store: EventStore;
  storage: ObjectStorage;
  catalogue: Catalogue;
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** The operator's limits on sources; none when unsaid. */
  limits?: SourceLimits;
  logger: Logger;
  /** The durable consumer's name: renderers with the same name share the work. */
  consumerName: string;
  ackWaitMs: number;
  maxDeliveries: number;
  backoffMs?: number[];
  /** Aborted when the service stops: the rendering in progress is handed back. */
  draining: AbortSignal;
  /** Renders; the real one unless a test gives another. */
  render?: typeof renderWatermarked;
}

/** The reason visitors read when rendering keeps failing for reasons that are not the file's. */
export const renderGaveUpReason = 'The watermarked picture could not be prepared. Try again later.';

/**
 * The renditions a commit asks for: of uploaded versions, or (`live`) of running feeds, which the
 * ingest server renders from the feed (decision 0139).
 */
export function renditionRequestsIn(commit: Commit, catalogue: Catalogue, live = false): Asked[] {
  return commit.events.flatMap((stored) => {
    if (stored.type !== renditionRequested.type) return [];
    const event = catalogue.decode(stored, commit.meta);
    return renditionRequested.is(event) && event.data.live === live ? [event.data] : [];
  });
}

type Outcome = 'done' | 'retry' | 'drained';

async function render(
  options: RendererOptions,
  delivery: Delivery,
  asked: Asked,
): Promise<RenderOutputs> {
  const { id, attempt } = asked;
  const throttle = progressThrottle(() => Date.now());
  const run = options.render ?? renderWatermarked;
  return run({
    ...asked,
    ...{ storage: options.storage, workDir: options.workDir },
    ...{ ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath },
    ...(options.limits ? { limits: options.limits } : {}),
    signal: options.draining,
    onPlayable: (masterKey) =>
      step(options, delivery.commit, asked, 'playable', {
        type: 'MarkRenditionPlayable',
        ...{ id, attempt, masterKey },
      }),
    async onProgress(percent) {
      const next = throttle(percent);
      if (next === null) return;
      const command = { type: 'ReportRenditionProgress' as const, id, attempt, percent: next };
      await step(options, delivery.commit, asked, `progress:${next}`, command);
    },
  });
}

/** One attempt: render, complete; a bad file or a last delivery fails it for the visitor. */
async function runAttempt(
  options: RendererOptions,
  delivery: Delivery,
  asked: Asked,
): Promise<Outcome> {
  const { logger } = options;
  const rendering = await renderingAttempt({ ...options, actorId: 'transcoder' }, asked.id);
  if (rendering !== asked.attempt) return 'done';
  if (options.draining.aborted) return 'drained';
  const beatMs = Math.max(100, Math.floor(options.ackWaitMs / 3));
  const beat = setInterval(() => void delivery.working().catch(() => undefined), beatMs);
  const log = logger.child({ renditionId: asked.id, versionId: asked.versionId });
  try {
    const outputs = await render(options, delivery, asked);
    const data = { id: asked.id, attempt: asked.attempt, ...outputs };
    await step(options, delivery.commit, asked, 'complete', { type: 'CompleteRendition', data });
    log.info(`watermarked rendition ${asked.id} of version ${asked.versionId} is ready`);
    return 'done';
  } catch (error) {
    if (error instanceof RenditionStopped) return 'done';
    if (options.draining.aborted) return 'drained';
    const last = delivery.deliveryCount >= options.maxDeliveries;
    if (!isMediaError(error) && !last) {
      log.warn({ err: error }, `watermarked rendition ${asked.id} failed; it is tried again`);
      return 'retry';
    }
    const reason = isMediaError(error) ? error.reason : renderGaveUpReason;
    log.error({ err: error }, `watermarked rendition ${asked.id} failed: ${reason}`);
    const fail = { type: 'FailRendition' as const, id: asked.id, attempt: asked.attempt, reason };
    await step(options, delivery.commit, asked, 'fail', fail).catch((stepError: unknown) => {
      if (!(stepError instanceof RenditionStopped)) throw stepError;
    });
    return 'done';
  } finally {
    clearInterval(beat);
  }
}

/**
 * The renderer: a durable consumer of the log, beside the transcoder's, that renders each
 * requested watermarked rendition (a share link's watermark burned into a version's pictures).
 */
export function startRenderer(options: RendererOptions): { stop(): Promise<void> } {
  const { ackWaitMs, maxDeliveries, logger } = options;
  return options.store.consumers.consume(
    {
      name: options.consumerName,
      ackWaitMs,
      maxDeliveries,
      ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
      logger,
    },
    async (delivery) => {
      const outcomes: Outcome[] = [];
      for (const asked of renditionRequestsIn(delivery.commit, options.catalogue)) {
        outcomes.push(await runAttempt(options, delivery, asked));
      }
      if (outcomes.includes('drained')) return delivery.nak(0);
      if (outcomes.includes('retry')) return delivery.nak();
      return delivery.ack();
    },
  );
}
