import { readFile, stat } from 'node:fs/promises';
import type { ObjectStorage } from '@rushes/storage';
import { type GrowingLevel, plannedEntry, publishGrowingLevel } from './growing-level.ts';
import type { JobReporter } from './job-reporter.ts';
import { type LevelPlan, SEGMENT_SECONDS } from './ladder.ts';
import {
  levelBandwidth,
  type MasterEntry,
  masterPlaylist,
  mediaSegments,
} from './master-playlist.ts';
import { outputKey, outputLayout } from './output-layout.ts';
import { uploadFiles, uploadText } from './storage-files.ts';
import type { PlayableLevel, PublishedLevel, VideoRange } from './types.ts';

export interface EncodedLevel {
  name: string;
  /** 0 × 0 for audio only. */
  width: number;
  height: number;
  codecs: string;
  frameRate: number | null;
  /** Null for audio only. */
  range: VideoRange | null;
}

export interface PublisherDeps {
  storage: ObjectStorage;
  outDir: string;
  outputPrefix: string;
  signal: AbortSignal;
  reporter: JobReporter;
  onPlayable(level: PlayableLevel, masterKey: string): Promise<void>;
  onLevel(level: PublishedLevel, masterKey: string): Promise<void>;
  /** What the master lists already (a ladder's first level, published by an earlier part). */
  listed?: readonly MasterEntry[];
}

export interface LevelPublisher {
  /** A level ffmpeg has finished: its segments, then its playlist, then it is listed. */
  publish(level: EncodedLevel): Promise<void>;
  /**
   * A level ffmpeg writes as an `event` playlist, published as it grows (the master lists it
   * alone: it must be the first), then `onPlayable`. Its `finish`, once ffmpeg has exited,
   * publishes the rest and lists it as `publish` does. A failed upload calls `onError`.
   */
  grow(level: LevelPlan, onError: (error: unknown) => void): GrowingLevel;
}

/**
 * Publishes levels one at a time: each level's files, then the master listing every level so
 * far (its peak bit rate measured from its segments), then `onLevel`. A player never sees a URI
 * that is not there yet.
 */
export function createLevelPublisher(deps: PublisherDeps): LevelPublisher {
  const { storage, outDir, outputPrefix, signal } = deps;
  const entries: MasterEntry[] = [...(deps.listed ?? [])];
  const masterKey = outputKey(outputPrefix, outputLayout.master);
  const playlistKeyOf = (name: string) => outputKey(outputPrefix, outputLayout.levelPlaylist(name));
  const hdrOf = (level: EncodedLevel) => level.range === 'PQ' || level.range === 'HLG';

  /** The level's segments as its playlist lists them, with their files, keys and sizes. */
  async function segmentsOf(name: string) {
    const folder = outputLayout.levelDir(name);
    const playlist = await readFile(`${outDir}/${outputLayout.levelPlaylist(name)}`, 'utf8');
    const files = mediaSegments(playlist).map((segment) => ({
      ...segment,
      path: `${outDir}/${folder}/${segment.uri}`,
      key: outputKey(outputPrefix, `${folder}/${segment.uri}`),
    }));
    return Promise.all(
      files.map(async (file) => ({ ...file, bytes: (await stat(file.path)).size })),
    );
  }

  type Segments = Awaited<ReturnType<typeof segmentsOf>>;

  /** Lists a level whose files are all in storage. */
  async function list(level: EncodedLevel, segments: Segments) {
    const { bandwidth, averageBandwidth } = levelBandwidth(segments, SEGMENT_SECONDS);
    entries.push({
      uri: outputLayout.levelUri(level.name),
      bandwidth,
      averageBandwidth,
      codecs: level.codecs,
      resolution: level.width > 0 ? { width: level.width, height: level.height } : null,
      frameRate: level.frameRate,
      range: level.range,
    });
    await uploadText(storage, masterKey, masterPlaylist(entries));
    const { name, width, height } = level;
    const published = { name, width, height, bandwidth, hdr: hdrOf(level) };
    const playlistKey = playlistKeyOf(name);
    await deps.reporter.call(() => deps.onLevel({ ...published, playlistKey }, masterKey));
  }

  return {
    async publish(level) {
      const segments = await segmentsOf(level.name);
      await uploadFiles(storage, segments, signal);
      const playlistPath = `${outDir}/${outputLayout.levelPlaylist(level.name)}`;
      await uploadFiles(storage, [{ path: playlistPath, key: playlistKeyOf(level.name) }], signal);
      await list(level, segments);
    },
    grow(level, onError) {
      const { name, width, height } = level;
      const playable = { name, width, height, hdr: hdrOf(level), playlistKey: playlistKeyOf(name) };
      const growing = publishGrowingLevel({
        ...{ storage, outDir, outputPrefix, signal, onError },
        entry: plannedEntry(level),
        onPlayable: (key) => deps.reporter.call(() => deps.onPlayable(playable, key)),
      });
      return {
        async finish() {
          await growing.finish();
          await list(level, await segmentsOf(level.name));
          return masterKey;
        },
        stop: () => growing.stop(),
      };
    },
  };
}
