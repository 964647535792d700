import type { Catalogue, Commit, EventStore } from '@rushes/events';
import { type Logger, makePrivateFolder } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import {
  type Asked,
  isMediaError,
  RenditionStopped,
  renderingAttempt,
  renderWatermarked,
  renditionRequestsIn,
  renditionStep,
} from '@rushes/transcoder';

/** What a visitor reads when the feed they asked for ended as they asked. */
export const feedEndedReason = 'The live feed has ended. Open the clip again to watch it.';
const gaveUpReason = 'The watermarked live feed could not be prepared. Try again later.';

export interface LiveRenditionsOptions {
  store: EventStore;
  catalogue: Catalogue;
  storage: ObjectStorage;
  logger: Logger;
  ffmpegPath: string;
  ffprobePath: string;
  /** The durable consumer of live renditions' requests; one ingest server takes them all. */
  consumerName: string;
  /** Aborted as Rushes stops: renderings are killed. */
  stopping: AbortSignal;
}

/** A running feed's recording, and the renditions drawn from it. */
interface RunningFeed {
  recording: string;
  workDir: string;
  renderings: Set<Promise<void>>;
}

export interface LiveRenditions {
  /** A feed's recording plays from here: renditions of its version are rendered from it. */
  feedStarted(versionId: string, feed: { recording: string; workDir: string }): void;
  /** The feed's recording is whole: resolves once every rendition of it has finished. */
  feedEnded(versionId: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Share links' watermarks on Live assets while their feeds run (decision 0139): a consumer of
 * the log takes each live rendition asked for and renders it from the feed's recording as it
 * grows (the way the live level is), its steps in the rendition's stream, until the feed ends.
 * The delivery is acked once the rendering has started: it lasts as long as the feed, which
 * nothing but this server could go on with.
 */
export function startLiveRenditions(options: LiveRenditionsOptions): LiveRenditions {
  const { store, catalogue, logger } = options;
  const log = { store, catalogue, actorId: 'live-ingest' };
  const feeds = new Map<string, RunningFeed>();

  async function render(cause: Commit, asked: Asked, feed: RunningFeed) {
    const step = (name: string, command: Parameters<typeof renditionStep>[4]) =>
      renditionStep(log, cause, asked, name, command);
    const { id, attempt } = asked;
    const workDir = `${feed.workDir}/watermarks`;
    await makePrivateFolder(workDir);
    try {
      const outputs = await renderWatermarked({
        ...asked,
        ...{ storage: options.storage, workDir, growingFile: feed.recording },
        ...{ ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath },
        signal: options.stopping,
        onPlayable: (masterKey) =>
          step('playable', { type: 'MarkRenditionPlayable', id, attempt, masterKey }),
        onProgress: async () => undefined,
      });
      await step('complete', { type: 'CompleteRendition', data: { id, attempt, ...outputs } });
      logger.info({ renditionId: id }, 'a watermarked live feed is recorded whole');
    } catch (error) {
      if (error instanceof RenditionStopped || options.stopping.aborted) return;
      const reason = isMediaError(error) ? error.reason : gaveUpReason;
      logger.error({ err: error, renditionId: id }, `a watermarked live feed failed: ${reason}`);
      await step('fail', { type: 'FailRendition', id, attempt, reason });
    }
  }

  async function take(cause: Commit, asked: Asked) {
    if ((await renderingAttempt(log, asked.id)) !== asked.attempt) return;
    const feed = feeds.get(asked.versionId);
    if (!feed) {
      const fail = { type: 'FailRendition' as const, id: asked.id, attempt: asked.attempt };
      await renditionStep(log, cause, asked, 'fail', { ...fail, reason: feedEndedReason });
      return;
    }
    const rendering = render(cause, asked, feed)
      .catch((error: unknown) => logger.error({ err: error }, 'a watermarked live feed failed'))
      .finally(() => feed.renderings.delete(rendering));
    feed.renderings.add(rendering);
  }

  const consumer = store.consumers.consume(
    { name: options.consumerName, logger },
    async (delivery) => {
      for (const asked of renditionRequestsIn(delivery.commit, catalogue, true)) {
        await take(delivery.commit, asked);
      }
      await delivery.ack();
    },
  );

  return {
    feedStarted(versionId, { recording, workDir }) {
      feeds.set(versionId, { recording, workDir, renderings: new Set() });
    },
    async feedEnded(versionId) {
      const feed = feeds.get(versionId);
      feeds.delete(versionId);
      if (feed) await Promise.allSettled([...feed.renderings]);
    },
    async stop() {
      await consumer.stop();
      const renderings = [...feeds.values()].flatMap((feed) => [...feed.renderings]);
      await Promise.allSettled(renderings);
    },
  };
}
