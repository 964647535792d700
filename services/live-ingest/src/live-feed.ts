import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import type { LiveProtocol, LiveState } from '@rushes/events';
import type { Database } from '@rushes/migrations';
import { type Logger, makePrivateFolder, PRIVATE_FILE_MODE } from '@rushes/runtime';
import type { ObjectStorage } from '@rushes/storage';
import { LIVE_RECORDING, relayLiveFeed } from '@rushes/transcoder';
import type { Kysely } from 'kysely';
import { feedStep, type LiveLog } from './live-commands.ts';
import type { LiveRenditions } from './live-renditions.ts';
import { keyInForce, type StreamKey } from './stream-keys.ts';

/** How often a running feed's key is checked: a revoked key stops its feed within this. */
const KEY_CHECK_MS = 2_000;

/** What every feed is run with. */
export interface FeedDeps {
  db: Kysely<Database>;
  log: LiveLog;
  storage: ObjectStorage;
  logger: Logger;
  ffmpegPath: string;
  ffprobePath: string;
  /** Each feed gets a private folder of its own under it. */
  workDir: string;
  /** Aborted as Rushes stops: relays are killed. */
  stopping: AbortSignal;
  /** Share links' watermarks drawn on running feeds. */
  renditions: LiveRenditions;
}

/** One feed, as the server that took it hands it over. */
export interface Feed {
  key: StreamKey;
  protocol: LiveProtocol;
  /** Where the relay reads it: the RTMP server's playback URL, or an SRT listener. */
  input: string;
  /** Aborted when the feed has ended (or must): the relay finishes and the recording is kept. */
  ended: AbortSignal;
  /** Cuts the sender off: its key was revoked, or the asset refused the feed. */
  cut(): void;
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
 * What a feed's folder says of it once it plays (`feed.json`), so that a server that stopped
 * without ending it can end it when it starts again (`recoverFeeds`).
 */
export const FEED_FILE = 'feed.json';
export interface PlayingFeed {
  assetId: string;
  versionId: string;
  keyId: string;
  startedAt: string;
}

export interface RecordedFeed {
  assetId: string;
  versionId: string;
  sourceKey: string;
  /** The recording on this machine's disk. */
  path: string;
  startedAt: Date;
  durationMs: number;
  ended: 'feed_stopped' | 'key_revoked';
}

/**
 * Puts a feed's recording in storage and appends its end (`live.ended` with
 * `asset.version_added`), which hands the recording to the transcoder.
 */
export async function recordFeed(deps: Pick<FeedDeps, 'log' | 'storage'>, feed: RecordedFeed) {
  const { size } = await stat(feed.path);
  const contentType = 'video/mp2t';
  await deps.storage.putObject(feed.sourceKey, createReadStream(feed.path), { contentType });
  const command = {
    type: 'EndLive' as const,
    ...{ versionId: feed.versionId, ended: feed.ended, size, durationMs: feed.durationMs },
    ...{ filename: recordingName(feed.startedAt), jobId: randomUUID() },
  };
  const refused = await feedStep(deps.log, feed.assetId, feed.versionId, command);
  if (refused) throw new Error(`the feed's end was refused (${refused})`);
  return size;
}

/**
 * Relays one feed of a Live asset (decision 0137): the version waiting for it, or a new one. Its
 * live level's first segment appends `live.started`; once it ends (or its key is revoked), its
 * recording goes to storage and `live.ended` with `asset.version_added` hands it to the
 * transcoder. A feed that never played appends nothing. Resolves when all that is done.
 */
export async function runFeed(deps: FeedDeps, feed: Feed, state: LiveState): Promise<void> {
  const { db, log, storage, logger } = deps;
  const { key } = feed;
  const versionId = state.waiting ?? randomUUID();
  const { sourceKey, outputPrefix } = keysOf(state, versionId);
  const workDir = `${deps.workDir}/${versionId}`;
  await makePrivateFolder(workDir);
  let startedAt = new Date();
  let started = false;
  let ended: 'feed_stopped' | 'key_revoked' = 'feed_stopped';
  const watch = setInterval(() => {
    keyInForce(db, key.keyId)
      .then((inForce) => {
        if (inForce || ended === 'key_revoked') return;
        ended = 'key_revoked';
        feed.cut();
      })
      .catch((error: unknown) => logger.warn({ err: error }, "a live feed's key check failed"));
  }, KEY_CHECK_MS);
  try {
    const recording = await relayLiveFeed({
      ...{ ffmpegPath: deps.ffmpegPath, ffprobePath: deps.ffprobePath },
      ...{ input: feed.input, workDir, storage, outputPrefix },
      ...{ signal: deps.stopping, ended: feed.ended },
      onPlayable: async ({ masterKey, playlistKey, ...probe }) => {
        const { protocol } = feed;
        // before the version is live, so a watermark asked for as it is finds its recording
        deps.renditions.feedStarted(versionId, {
          recording: `${workDir}/${LIVE_RECORDING}`,
          workDir,
        });
        const command = {
          type: 'StartLive' as const,
          keyId: key.keyId,
          feed: { versionId, protocol, sourceKey, masterKey, playlistKey, ...probe },
        };
        const playing: PlayingFeed = {
          ...{ assetId: key.assetId, versionId, keyId: key.keyId },
          startedAt: new Date().toISOString(),
        };
        await writeFile(`${workDir}/${FEED_FILE}`, JSON.stringify(playing), {
          mode: PRIVATE_FILE_MODE,
        });
        const refused = await feedStep(log, key.assetId, versionId, command);
        if (refused) throw new Error(`the feed was refused (${refused})`);
        started = true;
        startedAt = new Date(playing.startedAt);
        logger.info({ assetId: key.assetId, versionId, protocol }, 'a live feed plays');
      },
    }).catch((error: unknown) => {
      // A relay that fails once the feed plays still ends it with what it recorded.
      if (!started) throw error;
      logger.error({ err: error, versionId }, 'a live relay failed; keeping what it recorded');
      const durationMs = Date.now() - startedAt.getTime();
      return { path: `${workDir}/${LIVE_RECORDING}`, durationMs };
    });
    if (!started || !recording) return;
    // a key revoked as the feed ended: its end says so, whichever noticed first
    if (!(await keyInForce(db, key.keyId))) ended = 'key_revoked';
    const size = await recordFeed(deps, {
      ...{ assetId: key.assetId, versionId, sourceKey, path: recording.path },
      ...{ startedAt, durationMs: recording.durationMs, ended },
    });
    logger.info({ assetId: key.assetId, versionId, size }, 'a live feed ended and was recorded');
  } catch (error) {
    if (!started) feed.cut();
    throw error;
  } finally {
    clearInterval(watch);
    await deps.renditions.feedEnded(versionId);
    await rm(workDir, { recursive: true, force: true });
  }
}
