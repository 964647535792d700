import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Catalogue, EventStore, LiveState } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type Logger, makePrivateFolder } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import { LIVE_RECORDING, relayLiveFeed } from '@rushes/transcoder';
import type { Kysely } from 'kysely';
import { feedStep, liveStateOf } from './live-commands.ts';
import type { PublishedFeed } from './rtmp-messages.ts';
import { startRtmpServer } from './rtmp-server.ts';
import { findStreamKey, keyInForce, type StreamKey } from './stream-keys.ts';

/** The RTMP application feeds are sent to: `rtmp://host:port/live/<stream key>`. */
export const LIVE_APP = 'live';
/** How often a running feed's key is checked: a revoked key stops its feed within this. */
const KEY_CHECK_MS = 2_000;
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
}

export interface LiveIngest {
  rtmpPort: number;
  stop(): Promise<void>;
}

/** One feed the ingest server relays. */
interface Feed {
  key: StreamKey;
  versionId: string;
  /** Aborted when its sender stops or its key is revoked: the relay finishes. */
  ended: AbortController;
  endedBy: 'feed_stopped' | 'key_revoked';
  done: Promise<void>;
}

/** Where a feed's files go: its version's folder, the live level under `live/`. */
function keysOf(state: LiveState, versionId: string) {
  const folder = `${state.keyFolder}${versionId}/`;
  return { sourceKey: `${folder}source.ts`, outputPrefix: `${folder}live/` };
}

/** The recording's name in the version's file list: when the feed started. */
const recordingName = (startedAt: Date) =>
  `Live ${startedAt.toISOString().slice(0, 16).replace('T', ' ').replace(':', '-')}.ts`;

/**
 * The ingest server of Live assets (decision 0137): node-media-server takes RTMP feeds; a feed
 * whose stream key is in force (`live_key_secret`) is relayed by ffmpeg into its live level and
 * recording (`relayLiveFeed`). Its first segment appends `live.started`; when its sender stops
 * or its key is revoked, the recording goes to storage and `live.ended` with
 * `asset.version_added` hands it to the transcoder for its ladder. Any other feed is cut off.
 */
export async function startLiveIngest(options: LiveIngestOptions): Promise<LiveIngest> {
  const { db, storage, logger } = options;
  const log = { store: options.store, catalogue: options.catalogue };
  const stopping = new AbortController();
  const feeds = new Map<string, Feed>();

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
      const feed = feeds.get(sessionId);
      if (feed) setTimeout(() => feed.ended.abort(), END_GRACE_MS).unref();
    },
  });

  /** A feed with a key in force for a Live asset without a running feed is relayed. */
  async function accept(published: PublishedFeed) {
    const key = published.app === LIVE_APP ? await findStreamKey(db, published.name) : null;
    const state = key ? await liveStateOf(log, key.assetId) : null;
    if (!key || !state || state.assetId === null || state.feed !== null) {
      logger.warn({ ip: published.ip }, 'refused a live feed: unknown stream key, or already live');
      rtmp.reject(published.sessionId);
      return;
    }
    const versionId = state.waiting ?? randomUUID();
    const feed: Feed = {
      ...{ key, versionId, ended: new AbortController(), endedBy: 'feed_stopped' },
      done: Promise.resolve(),
    };
    feeds.set(published.sessionId, feed);
    feed.done = relay(published, feed, state)
      .catch((error: unknown) => logger.error({ err: error, versionId }, 'a live feed failed'))
      .finally(() => feeds.delete(published.sessionId));
  }

  async function relay(published: PublishedFeed, feed: Feed, state: LiveState) {
    const { key, versionId } = feed;
    const { sourceKey, outputPrefix } = keysOf(state, versionId);
    const workDir = `${options.workDir}/${versionId}`;
    await makePrivateFolder(workDir);
    const startedAt = new Date();
    let started = false;
    const watch = setInterval(() => {
      keyInForce(db, key.keyId)
        .then((inForce) => {
          if (inForce || feed.endedBy === 'key_revoked') return;
          feed.endedBy = 'key_revoked';
          rtmp.reject(published.sessionId);
        })
        .catch((error: unknown) => logger.warn({ err: error }, "a live feed's key check failed"));
    }, KEY_CHECK_MS);
    try {
      const relayed = await relayLiveFeed({
        ...{ ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath },
        ...{ input: rtmp.playUrl(LIVE_APP, published.name), workDir, storage, outputPrefix },
        ...{ signal: stopping.signal, ended: feed.ended.signal },
        onPlayable: async ({ masterKey, playlistKey, ...probe }) => {
          const command = {
            type: 'StartLive' as const,
            keyId: key.keyId,
            feed: {
              versionId,
              protocol: 'rtmp' as const,
              sourceKey,
              masterKey,
              playlistKey,
              ...probe,
            },
          };
          const refused = await feedStep(log, key.assetId, versionId, command);
          if (refused) throw new Error(`the feed was refused (${refused})`);
          started = true;
          logger.info({ assetId: key.assetId, versionId }, 'a live feed plays');
        },
      }).catch((error: unknown) => {
        // A relay that fails once the feed plays still ends it with what it recorded.
        if (!started) throw error;
        logger.error({ err: error, versionId }, 'a live relay failed; keeping what it recorded');
        return {
          path: `${workDir}/${LIVE_RECORDING}`,
          durationMs: Date.now() - startedAt.getTime(),
        };
      });
      const recording = relayed;
      if (!started) return;
      const { size } = await stat(recording.path);
      const contentType = 'video/mp2t';
      await storage.putObject(sourceKey, createReadStream(recording.path), { contentType });
      const ended = {
        type: 'EndLive' as const,
        ...{ versionId, ended: feed.endedBy, size, durationMs: recording.durationMs },
        ...{ filename: recordingName(startedAt), jobId: randomUUID() },
      };
      const refused = await feedStep(log, key.assetId, versionId, ended);
      if (refused) throw new Error(`the feed's end was refused (${refused})`);
      logger.info({ assetId: key.assetId, versionId, size }, 'a live feed ended and was recorded');
    } finally {
      clearInterval(watch);
      rtmp.reject(published.sessionId);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    rtmpPort: rtmp.port,
    async stop() {
      for (const feed of feeds.values()) feed.ended.abort();
      await Promise.allSettled([...feeds.values()].map((feed) => feed.done));
      stopping.abort();
      await rtmp.stop();
    },
  };
}
