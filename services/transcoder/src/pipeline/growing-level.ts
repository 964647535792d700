import { readFile } from 'node:fs/promises';
import type { ObjectStorage } from '@rushes/storage';
import type { LevelPlan } from './ladder.ts';
import { type MasterEntry, masterPlaylist, mediaSegments } from './master-playlist.ts';
import { outputKey, outputLayout } from './output-layout.ts';
import { uploadFiles, uploadText } from './storage-files.ts';

/** How often the level's playlist is read while ffmpeg writes it. */
const POLL_MS = 100;

/** A level's entry in the master playlist, with its name. */
export type GrowingEntry = MasterEntry & { name: string };

/**
 * A level's master entry before its segments can be measured: the peak its encoder is held to
 * (its video's maxrate and its sound's rate).
 */
export function plannedEntry(level: LevelPlan): GrowingEntry {
  const bandwidth = level.videoBitrate + (level.audioBitrate ?? 0);
  return {
    name: level.name,
    uri: outputLayout.levelUri(level.name),
    bandwidth,
    averageBandwidth: bandwidth,
    codecs: level.codecs,
    resolution: { width: level.width, height: level.height },
    frameRate: level.frameRate,
    range: level.range,
  };
}

export interface GrowingLevelDeps {
  storage: ObjectStorage;
  /** The work folder in the storage layout; the level's files are under `hls/<name>/`. */
  outDir: string;
  outputPrefix: string;
  signal: AbortSignal;
  /** The master playlist's entry for the level. */
  entry: GrowingEntry;
  /** Once the level's first segment and the master playlist are in storage. */
  onPlayable(masterKey: string): Promise<void>;
  /** A pass failed (storage unreachable…): the encoding should stop. */
  onError(error: unknown): void;
}

export interface GrowingLevel {
  /** After ffmpeg has exited: publishes the last of the level; resolves to the master's key. */
  finish(): Promise<string>;
  /** Stops reading the playlist (ffmpeg failed or was stopped). */
  stop(): void;
}

const readIfThere = (path: string) => readFile(path, 'utf8').catch(() => null);

/**
 * Publishes one HLS level while ffmpeg is still writing it (an `event` playlist): new segments
 * first, then the playlist that lists them, then — once there is a segment — the master, listing
 * this level alone. A player reloads the playlist until its `#EXT-X-ENDLIST`, so the clip plays
 * from its first segment. `finish` publishes the last of it after ffmpeg has exited.
 */
export function publishGrowingLevel(deps: GrowingLevelDeps): GrowingLevel {
  const { storage, outDir, outputPrefix, signal, entry } = deps;
  const playlistPath = `${outDir}/${outputLayout.levelPlaylist(entry.name)}`;
  const folder = outputLayout.levelDir(entry.name);
  const masterKey = outputKey(outputPrefix, outputLayout.master);
  const uploaded = new Set<string>();
  let published = '';
  let playable = false;

  const publishOnce = async () => {
    const text = await readIfThere(playlistPath);
    if (text === null || text === published) return;
    const segments = mediaSegments(text);
    const fresh = segments.filter((segment) => !uploaded.has(segment.uri));
    const files = fresh.map((segment) => ({
      path: `${outDir}/${folder}/${segment.uri}`,
      key: outputKey(outputPrefix, `${folder}/${segment.uri}`),
    }));
    await uploadFiles(storage, files, signal);
    for (const segment of fresh) uploaded.add(segment.uri);
    await uploadText(
      storage,
      outputKey(outputPrefix, outputLayout.levelPlaylist(entry.name)),
      text,
    );
    published = text;
    if (!playable && segments.some((segment) => segment.duration > 0)) {
      await uploadText(storage, masterKey, masterPlaylist([entry]));
      playable = true;
      await deps.onPlayable(masterKey);
    }
  };

  // One pass at a time: a tick that finds one still running is skipped, so none queue up.
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let failure: unknown = null;
  const timer = setInterval(() => {
    if (busy || failure !== null) return;
    busy = true;
    running = publishOnce()
      .catch((error: unknown) => {
        failure = error;
        deps.onError(error);
      })
      .finally(() => {
        busy = false;
      });
  }, POLL_MS);

  return {
    async finish() {
      clearInterval(timer);
      await running;
      if (failure) throw failure;
      await publishOnce();
      return masterKey;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
