import type { Catalogue, EventStore } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import type { Logger, Sealer } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import type { Kysely } from 'kysely';
import { recoverFeeds } from './feed-recovery.ts';
import { liveStateOf } from './live-commands.ts';
import { type FeedDeps, runFeed } from './live-feed.ts';
import { startLiveRenditions } from './live-renditions.ts';
import type { PublishedFeed } from './rtmp-messages.ts';
import { startRtmpServer } from './rtmp-server.ts';
import { startSrtListeners } from './srt-listeners.ts';
import { findStreamKey } from './stream-keys.ts';

/** The RTMP application feeds are sent to: `rtmp://host:port/live/<stream key>`. */
export const LIVE_APP = 'live';
/** A sender that drops and comes back within this goes on with the same feed and version. */
const RESUME_MS = 60_000;
/** How long a relay has to read the rest of a feed that ended before it is told to finish. */
const END_GRACE_MS = 5_000;

export interface LiveIngestOptions {
  db: Kysely<Database>;
  store: EventStore;
  catalogue: Catalogue;
  storage: ObjectStorage;
  logger: Logger;
  ffmpegPath: string;
  ffprobePath: string;
  /** A private folder: each feed's live segments and recording until they are in storage. */
  workDir: string;
  rtmpPort: number;
  /** How long a feed that drops may come back and go on as the same version; a minute unless said. */
  resumeMs?: number;
  /** Opens the SRT passphrases the BFF sealed (SRT_PASSPHRASES); null for no SRT. */
  srt: Sealer | null;
  /** Its durable consumers' names start with it; `live-ingest` unless said. */
  consumerName?: string;
}

export interface LiveIngest {
  rtmpPort: number;
  stop(): Promise<void>;
}

/**
 * The ingest server of Live assets (decision 0137): node-media-server takes RTMP feeds, and an
 * ffmpeg listener waits on each stream key's SRT port. A feed whose stream key is in force
 * (`live_key_secret`) for a Live asset without a running feed is relayed (`runFeed`); any other
 * is cut off. Feeds it left running when it last stopped are recorded first (`recoverFeeds`).
 */
export async function startLiveIngest(options: LiveIngestOptions): Promise<LiveIngest> {
  const { db, logger } = options;
  const log = { store: options.store, catalogue: options.catalogue };
  const stopping = new AbortController();
  const tools = { ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath };
  const renditions = startLiveRenditions({
    ...{ ...log, storage: options.storage, logger, ...tools, stopping: stopping.signal },
    consumerName: `${options.consumerName ?? 'live-ingest'}-watermarks`,
  });
  const deps: FeedDeps = {
    ...{ db, log, storage: options.storage, logger, workDir: options.workDir },
    ...{ ...tools, stopping: stopping.signal, renditions },
  };
  await recoverFeeds(deps);
  /** The RTMP feeds relayed now, by session: aborted when their publish ends. */
  const rtmpFeeds = new Map<string, { ended: AbortController; done: Promise<void> }>();

  const rtmp = await startRtmpServer({
    port: options.rtmpPort,
    workDir: options.workDir,
    resumeMs: options.resumeMs ?? RESUME_MS,
    logger,
    onPublish: (published) => {
      accept(published).catch((error: unknown) => {
        logger.error({ err: error }, 'a live feed could not start');
        rtmp.reject(published.sessionId);
      });
    },
    // Its relay reads to the end of what the feed sent and stops by itself; one that has not
    // after a while (its read stuck) is told to finish.
    onUnpublish: ({ sessionId }) => {
      const feed = rtmpFeeds.get(sessionId);
      if (feed) setTimeout(() => feed.ended.abort(), END_GRACE_MS).unref();
    },
  });

  async function accept(published: PublishedFeed) {
    const key = published.app === LIVE_APP ? await findStreamKey(db, published.name) : null;
    const state = key ? await liveStateOf(log, key.assetId) : null;
    if (!key || !state || state.assetId === null || state.feed !== null) {
      logger.warn({ ip: published.ip }, 'refused a live feed: unknown stream key, or already live');
      rtmp.reject(published.sessionId);
      return;
    }
    const ended = new AbortController();
    const feed = {
      ...{ key, protocol: 'rtmp' as const, ended: ended.signal },
      input: rtmp.playUrl(LIVE_APP, published.name),
      cut: () => rtmp.reject(published.sessionId),
    };
    const done = runFeed(deps, feed, state)
      .catch((error: unknown) => logger.error({ err: error }, 'a live feed failed'))
      .finally(() => rtmpFeeds.delete(published.sessionId));
    rtmpFeeds.set(published.sessionId, { ended, done });
  }

  const srt = options.srt ? startSrtListeners({ ...deps, sealer: options.srt }) : null;

  return {
    rtmpPort: rtmp.port,
    async stop() {
      // Feeds still running are finished and recorded before Rushes stops.
      for (const feed of rtmpFeeds.values()) feed.ended.abort();
      await Promise.allSettled([...rtmpFeeds.values()].map((feed) => feed.done));
      await srt?.stop();
      await renditions.stop();
      stopping.abort();
      await rtmp.stop();
    },
  };
}
