import type Hls from 'hls.js';
import type { ErrorData, Level } from 'hls.js';
import { recoveryFor } from './fatal-error-policy.ts';
import { isHdrLevel, type StreamLevel } from './quality-levels.ts';
import { adoptStream, loadedHls, loadHls, streamConfig } from './stream-warmup.ts';

export interface StreamEvents {
  onLevels(levels: StreamLevel[]): void;
  /** The level now playing (hls.js index), also in Auto. */
  onLevelSwitched(index: number): void;
  /**
   * The playlist's length: the picture's. The media's duration also counts sound that runs on
   * past the last frame.
   */
  onPictureDuration(seconds: number): void;
  /** Retries are used up, or the error cannot be recovered: show the error state. */
  onFailed(): void;
}

export interface StreamOptions {
  /** Where to start, when a fresh URL replaces an expiring one mid-review; a feed at LIVE_EDGE. */
  startPosition: number;
  /** A feed playing now: hls.js follows its edge closely. */
  live: boolean;
  versionLevels: readonly { width: number; height: number; hdr: boolean }[];
}

export interface Stream {
  /** -1 is Auto. */
  setLevel(index: number): void;
  destroy(): void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Where a feed playing now opens: a little behind its edge (hls.js's live sync position). */
export const LIVE_EDGE = -1;

/**
 * hls.js where Media Source Extensions exist; the browser's own HLS only where they don't.
 * hls.js is large, so it loads with the first stream rather than with the page; once loaded, a
 * stream opens at once.
 */
export function openStream(
  media: HTMLMediaElement,
  url: string,
  events: StreamEvents,
  options: StreamOptions,
): Stream | Promise<Stream> {
  const open = (HlsClass: typeof Hls) => openWith(HlsClass, media, url, events, options);
  const HlsClass = loadedHls();
  return HlsClass ? open(HlsClass) : loadHls().then(open);
}

function openWith(
  HlsClass: typeof Hls,
  media: HTMLMediaElement,
  url: string,
  events: StreamEvents,
  options: StreamOptions,
): Stream {
  if (HlsClass.isSupported()) return openHls(HlsClass, media, url, events, options);
  if (media.canPlayType(HLS_TYPE)) return openNative(media, url, events, options);
  events.onFailed();
  return { setLevel: () => {}, destroy: () => {} };
}

function toStreamLevel(level: Level, index: number, options: StreamOptions): StreamLevel {
  return {
    index,
    width: level.width,
    height: level.height,
    bitrate: level.bitrate,
    hdr: isHdrLevel(
      { width: level.width, height: level.height, videoRange: level.videoRange },
      options.versionLevels,
    ),
    codec: level.videoCodec ?? null,
  };
}

const streamLevels = (levels: Level[], options: StreamOptions) =>
  levels.map((level, index) => toStreamLevel(level, index, options));

/**
 * The levels of the stream this browser can decode (hls.js leaves out those whose CODECS
 * `MediaSource.isTypeSupported` refuses), read from the master playlist alone.
 */
export async function listLevels(
  url: string,
  options: StreamOptions,
  onLevels: (levels: StreamLevel[]) => void,
): Promise<() => void> {
  const HlsClass = await loadHls();
  if (!HlsClass.isSupported()) {
    onLevels([]);
    return () => {};
  }
  const hls = new HlsClass({ autoStartLoad: false });
  hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
    onLevels(streamLevels(data.levels, options));
    hls.destroy();
  });
  hls.loadSource(url);
  return () => hls.destroy();
}

function openHls(
  HlsClass: typeof Hls,
  media: HTMLMediaElement,
  url: string,
  events: StreamEvents,
  options: StreamOptions,
): Stream {
  // a stream begun before the player mounted opens at the start, as a first opening does
  const adopted = options.startPosition === 0 ? adoptStream(url) : null;
  const hls = adopted ?? new HlsClass(streamConfig(options.live));
  // hls.js times a stream by the first fragment it loads, and a fragment's sound may start a
  // little before its picture: opened further on, the frames would sit up to one off from where
  // the stream opened at its start puts them (a comment's frame; a feed's, once recorded). So it
  // loads the first fragment, then goes where it was asked.
  if (options.startPosition !== 0) {
    hls.once(HlsClass.Events.FRAG_BUFFERED, () => {
      const live = options.startPosition === LIVE_EDGE;
      media.currentTime = live ? (hls.liveSyncPosition ?? 0) : options.startPosition;
    });
  }
  let retries = 0;
  hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
    events.onLevels(streamLevels(data.levels, options));
  });
  // hls.js drops a level the browser's media capabilities turn out not to decode
  hls.on(HlsClass.Events.LEVELS_UPDATED, (_event, data) => {
    events.onLevels(streamLevels(data.levels, options));
  });
  hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => events.onLevelSwitched(data.level));
  hls.on(HlsClass.Events.LEVEL_LOADED, (_event, data) =>
    events.onPictureDuration(data.details.totalduration),
  );
  hls.on(HlsClass.Events.ERROR, (_event, data: ErrorData) => {
    if (!data.fatal) return;
    const recovery = recoveryFor(data.type, retries);
    retries += 1;
    if (recovery === 'restart-loading') hls.startLoad();
    else if (recovery === 'recover-media') hls.recoverMediaError();
    else {
      hls.destroy();
      events.onFailed();
    }
  });
  if (adopted) tellWhatIsKnown(adopted, events, options);
  else hls.loadSource(url);
  if (hls.media !== media) hls.attachMedia(media);
  return {
    setLevel(index) {
      hls.currentLevel = index;
    },
    destroy: () => hls.destroy(),
  };
}

/** What an adopted stream learned before its player listened: its levels and length. */
function tellWhatIsKnown(hls: Hls, events: StreamEvents, options: StreamOptions): void {
  if (hls.levels.length > 0) events.onLevels(streamLevels(hls.levels, options));
  const details = hls.levels.find((level) => level.details)?.details;
  if (details) events.onPictureDuration(details.totalduration);
}

function openNative(
  media: HTMLMediaElement,
  url: string,
  events: StreamEvents,
  options: StreamOptions,
): Stream {
  const onError = () => events.onFailed();
  const onMetadata = () => {
    if (options.startPosition > 0) media.currentTime = options.startPosition;
  };
  media.addEventListener('error', onError);
  media.addEventListener('loadedmetadata', onMetadata, { once: true });
  media.src = url;
  events.onLevels([]);
  return {
    setLevel: () => {},
    destroy() {
      media.removeEventListener('error', onError);
      media.removeEventListener('loadedmetadata', onMetadata);
      media.removeAttribute('src');
      media.load();
    },
  };
}
