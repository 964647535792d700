import { readFile, stat } from 'node:fs/promises';
import type { ObjectStorage } from '@rushes/storage';
import type { JobReporter } from './job-reporter.ts';
import { SEGMENT_SECONDS } from './ladder.ts';
import {
  levelBandwidth,
  type MasterEntry,
  masterPlaylist,
  mediaSegments,
} from './master-playlist.ts';
import { outputKey, outputLayout } from './output-layout.ts';
import { uploadFiles, uploadText } from './storage-files.ts';
import type { PublishedLevel, VideoRange } from './types.ts';

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
  onLevel(level: PublishedLevel, masterKey: string): Promise<void>;
}

/**
 * Publishes encoded levels one at a time: segments, then the level's playlist, then the master
 * listing every level so far, then `onLevel`. A player never sees a URI that is not there yet.
 */
export function createLevelPublisher(deps: PublisherDeps) {
  const { storage, outDir, outputPrefix, signal } = deps;
  const entries: MasterEntry[] = [];
  const masterKey = outputKey(outputPrefix, outputLayout.master);

  return async function publish(level: EncodedLevel): Promise<void> {
    const folder = outputLayout.levelDir(level.name);
    const playlistPath = `${outDir}/${outputLayout.levelPlaylist(level.name)}`;
    const segments = mediaSegments(await readFile(playlistPath, 'utf8'));
    const files = segments.map((segment) => ({
      ...segment,
      path: `${outDir}/${folder}/${segment.uri}`,
      key: outputKey(outputPrefix, `${folder}/${segment.uri}`),
    }));
    const sized = await Promise.all(
      files.map(async (file) => ({ ...file, bytes: (await stat(file.path)).size })),
    );
    await uploadFiles(storage, files, signal);
    const playlistKey = outputKey(outputPrefix, outputLayout.levelPlaylist(level.name));
    await uploadFiles(storage, [{ path: playlistPath, key: playlistKey }], signal);
    const { bandwidth, averageBandwidth } = levelBandwidth(sized, SEGMENT_SECONDS);
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
    const hdr = level.range === 'PQ' || level.range === 'HLG';
    const published = { name, width, height, bandwidth, hdr, playlistKey };
    await deps.reporter.call(() => deps.onLevel(published, masterKey));
  };
}
