/**
 * The viewer's play modes (media-handling sections 2 and 4): clips plays each asset whole, fast a
 * window of it, stills shows it paused.
 */
export const playModes = ['clips', 'fast', 'stills'] as const;
export type PlayMode = (typeof playModes)[number];

const DEFAULT_PLAY_MODE: PlayMode = 'clips';
/** Fast mode's clip length. */
export const FAST_CLIP_SECONDS = 5;

/** The mode stored, as JSON the way useLocalStorage writes it, when it is one. */
export const storedPlayMode = (stored: string | undefined): PlayMode =>
  playModes.find((mode) => JSON.stringify(mode) === stored) ?? DEFAULT_PLAY_MODE;

/** A playlist of one (or none) forces clips mode: there is no other asset to move on to. */
export const effectivePlayMode = (chosen: PlayMode, playlistSize: number): PlayMode =>
  playlistSize > 1 ? chosen : 'clips';

/** The part of an asset a mode plays, in seconds. */
export interface PlayWindow {
  start: number;
  end: number;
}

const lengthOf = (duration: number) => (Number.isFinite(duration) && duration > 0 ? duration : 0);

/**
 * Clips and stills: the whole asset. Fast: a clip's length centred in the asset, or the whole of
 * an asset shorter than that.
 */
export function playWindow(mode: PlayMode, duration: number): PlayWindow {
  const length = lengthOf(duration);
  if (mode !== 'fast' || length <= FAST_CLIP_SECONDS) return { start: 0, end: length };
  const start = (length - FAST_CLIP_SECONDS) / 2;
  return { start, end: start + FAST_CLIP_SECONDS };
}

/** Seeking stays within the window the mode plays. */
export const clampToWindow = (seconds: number, { start, end }: PlayWindow): number =>
  Math.min(end, Math.max(start, seconds));

/**
 * How close to one of its ends a position counts as there: the clock moves a frame at a time,
 * and a media element keeps its position to the microsecond only.
 */
const EDGE_TOLERANCE_SECONDS = 0.001;

/** Fast mode ends itself once the position reaches the end of its window. */
export const windowOver = (seconds: number, { end }: PlayWindow): boolean =>
  seconds >= end - EDGE_TOLERANCE_SECONDS;

/**
 * A position fast mode moves to the start of its window: before it, or with the window over. A
 * position the media element rounded when it was sent to the start is at the start.
 */
export const outsideWindow = (seconds: number, window: PlayWindow): boolean =>
  seconds < window.start - EDGE_TOLERANCE_SECONDS || windowOver(seconds, window);

/** The assets around the one playing, as the viewer's playlist orders them. */
export interface PlayerPlaylist {
  size: number;
  /** Goes to the next asset; null at the end of the playlist. */
  next: (() => void) | null;
  /** Goes to the previous asset; null at its start. */
  previous: (() => void) | null;
}

/** An asset played on its own. */
export const soleAsset: PlayerPlaylist = { size: 1, next: null, previous: null };
