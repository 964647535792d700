import type Hls from 'hls.js';
import { type WarmableVersion, warmSourceOf } from './stream-source.ts';
import { storedManualLevel } from './useManualLevel.ts';

/**
 * Opening an asset to its first frame (media-handling): hls.js, and the stream itself, begin
 * loading beside the viewer's queries and render rather than after them.
 */

/** How long a stream begun before its player mounted waits for it. */
const ADOPT_WITHIN_MS = 15_000;

interface WarmStream {
  hls: Hls;
  expiry: ReturnType<typeof setTimeout>;
  /** Stops dropping the stream when it fails: its player's own error handling takes over. */
  adopted(): void;
}

const warm = new Map<string, WarmStream>();

let loaded: typeof Hls | null = null;

/** hls.js, loaded with the first stream rather than with the page (it is large). */
export async function loadHls(): Promise<typeof Hls> {
  const { default: HlsClass } = await import('hls.js');
  loaded = HlsClass;
  return HlsClass;
}

/** hls.js when it has loaded: a player then opens its stream at once, not a task later. */
export const loadedHls = (): typeof Hls | null => loaded;

export function preloadHls(): void {
  loadHls().catch(() => undefined);
}

function drop(url: string): void {
  const entry = warm.get(url);
  if (!entry) return;
  clearTimeout(entry.expiry);
  warm.delete(url);
  entry.hls.destroy();
}

/**
 * Begins loading `url` before its player mounts: the master playlist, a level's and its first
 * fragment arrive while the screen renders, and the player adopts the stream (`adoptStream`).
 * Nothing happens where hls.js cannot play; a stream that fails is dropped.
 */
async function warmStream(url: string): Promise<void> {
  const HlsClass = await loadHls();
  if (!HlsClass.isSupported() || warm.has(url)) return;
  const hls = new HlsClass({ ...streamConfig(), startFragPrefetch: true });
  const { ERROR } = HlsClass.Events;
  const onError = (_event: typeof ERROR, data: { fatal: boolean }) => {
    if (data.fatal) drop(url);
  };
  hls.on(ERROR, onError);
  const adopted = () => hls.off(ERROR, onError);
  warm.set(url, { hls, adopted, expiry: setTimeout(() => drop(url), ADOPT_WITHIN_MS) });
  hls.loadSource(url);
}

/**
 * Gives the stream begun for `url`, if any, its media element as soon as the element exists: it
 * buffers while the rest of the screen commits, before its player adopts it.
 */
export function attachWarmStream(url: string, media: HTMLMediaElement): void {
  warm.get(url)?.hls.attachMedia(media);
}

/** Begins a version's stream, from a route's query answer, when its player will open it. */
export async function warmVersionStream(version: WarmableVersion): Promise<void> {
  const source = warmSourceOf(version, storedManualLevel);
  if (source) await warmStream(source);
}

/** The stream begun for `url`, handed over once; null when none was. */
export function adoptStream(url: string): Hls | null {
  const entry = warm.get(url);
  if (!entry) return null;
  clearTimeout(entry.expiry);
  warm.delete(url);
  entry.adopted();
  return entry.hls;
}

/**
 * A feed plays two segments (2 s) behind its edge: a reviewer sees the set soon, and a segment
 * late does not stall it. Never pulled back to the edge (hls.js's maximum latency stays
 * unlimited): pausing, stepping or going back in it stays where the reviewer is.
 */
const liveConfig = { liveSyncDurationCount: 2 };

/**
 * hls.js's settings for the player's streams. Each loads its first fragment first, a feed too
 * (hls.js would start it at its edge): the player goes on from there (`openStream`).
 */
export const streamConfig = (live = false) => ({
  startPosition: 0,
  capLevelToPlayerSize: false,
  ...(live ? liveConfig : {}),
});
