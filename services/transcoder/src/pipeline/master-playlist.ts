import type { VideoRange } from './types.ts';

export interface MasterEntry {
  /** Relative to the master: `270p/index.m3u8`. */
  uri: string;
  /** Peak bits per second over the level's segments. */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  /** Absent for an audio-only level. */
  resolution: { width: number; height: number } | null;
  frameRate: number | null;
  range: VideoRange | null;
}

function streamInf(entry: MasterEntry): string {
  const attributes = [
    `BANDWIDTH=${Math.round(entry.bandwidth)}`,
    `AVERAGE-BANDWIDTH=${Math.round(entry.averageBandwidth)}`,
    `CODECS="${entry.codecs}"`,
  ];
  if (entry.resolution) {
    attributes.push(`RESOLUTION=${entry.resolution.width}x${entry.resolution.height}`);
  }
  if (entry.frameRate !== null) attributes.push(`FRAME-RATE=${entry.frameRate.toFixed(3)}`);
  if (entry.range !== null) attributes.push(`VIDEO-RANGE=${entry.range}`);
  return `#EXT-X-STREAM-INF:${attributes.join(',')}`;
}

/** The master playlist listing the levels published so far, in the order given. */
export function masterPlaylist(entries: readonly MasterEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const entry of entries) lines.push(streamInf(entry), entry.uri);
  return `${lines.join('\n')}\n`;
}

export interface MediaSegment {
  uri: string;
  duration: number;
}

/** The segments of a media playlist (with `#EXT-X-MAP`'s init file as a zero-length entry). */
export function mediaSegments(playlist: string): MediaSegment[] {
  const segments: MediaSegment[] = [];
  let duration: number | null = null;
  for (const line of playlist.split(/\r?\n/).map((text) => text.trim())) {
    const map = /^#EXT-X-MAP:.*URI="([^"]+)"/.exec(line);
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (map?.[1]) segments.push({ uri: map[1], duration: 0 });
    else if (extinf?.[1]) duration = Number(extinf[1]);
    else if (line !== '' && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return segments;
}

/**
 * Peak and average bits per second of a level from its segments' sizes in bytes. A segment much
 * shorter than the target (the tail) is left out of the peak: one keyframe over a few frames
 * would claim a bitrate no viewer needs.
 */
export function levelBandwidth(
  segments: readonly (MediaSegment & { bytes: number })[],
  targetSeconds: number,
) {
  const timed = segments.filter((segment) => segment.duration > 0);
  const full = timed.filter((segment) => segment.duration >= targetSeconds / 2);
  const rate = (segment: MediaSegment & { bytes: number }) =>
    (segment.bytes * 8) / segment.duration;
  const seconds = timed.reduce((sum, segment) => sum + segment.duration, 0);
  const bytes = timed.reduce((sum, segment) => sum + segment.bytes, 0);
  const average = seconds > 0 ? (bytes * 8) / seconds : 0;
  const peak = Math.max(average, ...(full.length > 0 ? full : timed).map(rate));
  return { bandwidth: Math.ceil(peak), averageBandwidth: Math.ceil(average) };
}
