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

/** The attributes of an `#EXT-X-STREAM-INF` line, quoted values unquoted. */
function attributesOf(line: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of line.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const [, name = '', value = ''] = match;
    found.set(name, value.replace(/^"|"$/g, ''));
  }
  return found;
}

const ranges: readonly VideoRange[] = ['SDR', 'PQ', 'HLG'];

/** The entries of a master playlist `masterPlaylist` wrote, in its order. */
export function masterEntries(text: string): MasterEntry[] {
  const entries: MasterEntry[] = [];
  let pending: Map<string, string> | null = null;
  for (const line of text.split(/\r?\n/).map((part) => part.trim())) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) pending = attributesOf(line.slice(18));
    else if (pending && line !== '' && !line.startsWith('#')) {
      const [width, height] = (pending.get('RESOLUTION') ?? '').split('x').map(Number);
      const frameRate = pending.get('FRAME-RATE');
      const range = ranges.find((known) => known === pending?.get('VIDEO-RANGE')) ?? null;
      entries.push({
        uri: line,
        bandwidth: Number(pending.get('BANDWIDTH') ?? 0),
        averageBandwidth: Number(pending.get('AVERAGE-BANDWIDTH') ?? 0),
        codecs: pending.get('CODECS') ?? '',
        resolution: width && height ? { width, height } : null,
        frameRate: frameRate === undefined ? null : Number(frameRate),
        range,
      });
      pending = null;
    }
  }
  return entries;
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
