import { AUTO_LEVEL, type ManualLevel } from './quality-levels.ts';

/**
 * The URL the player opens for a version's stream. The master playlist keeps its URL while
 * the ladder grows (and may be cached), so the number of published levels is part of the
 * source: a newly published level reopens the stream at the same position, fetching afresh.
 */
export function streamSource(streamUrl: string, publishedLevels: number): string {
  const separator = streamUrl.includes('?') ? '&' : '?';
  return `${streamUrl}${separator}levels=${publishedLevels}`;
}

/** What of a version the player's stream depends on. */
export interface VersionStream {
  streamUrl: string | null | undefined;
  levels: readonly unknown[];
  watermarking: { state: string } | null | undefined;
}

/**
 * The URL the player opens for a version; null without a stream. An upload's first level plays
 * while it is still being encoded (its playlist grows, and the player follows it to its end): it
 * counts as published, so the stream stays open when it is whole. A watermarked rendition plays
 * while it grows too (one level, published when done); once done, it opens again as a whole.
 */
export function playerSourceOf({ streamUrl, levels, watermarking }: VersionStream): string | null {
  if (!streamUrl) return null;
  const published = watermarking ? Number(watermarking.state === 'DONE') : levels.length;
  return streamSource(streamUrl, published);
}

/** A version as a route's query gives it, before its player mounts. */
export type WarmableVersion = Omit<VersionStream, 'levels'> & {
  levels: readonly { hdr: boolean }[];
  isLive: boolean;
};

/**
 * The source to begin loading before the player mounts: only one its player will open on Auto
 * (not the uploaded file, nor a level chosen by hand, which it loads itself), none while a
 * watermarked rendition renders, whose progress shows instead of a player, and none of a feed
 * playing now, which its player opens at its live edge.
 */
export function warmSourceOf(
  version: WarmableVersion,
  manualLevel: (hdr: boolean) => ManualLevel,
): string | null {
  if (version.watermarking && version.watermarking.state !== 'DONE') return null;
  if (version.isLive) return null;
  const hdr = version.levels.some((level) => level.hdr);
  return manualLevel(hdr) === AUTO_LEVEL ? playerSourceOf(version) : null;
}
