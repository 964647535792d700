import type { MediaKind } from '../player/PlayerContext.tsx';
import {
  type DisplayMode,
  formatFrame,
  formatSeconds,
  type Timing,
} from '../timecode/position-format.ts';
import { frameAtTime, seekTimeOfFrame } from '../timecode/timecode.ts';

/**
 * Comment positions (media-handling section 4): a frame for video, milliseconds for audio and
 * images (a still is always at 0); documents and other files have none.
 */
export function positionAt(seconds: number, kind: MediaKind, fps: number): number | null {
  switch (kind) {
    case 'video':
      return frameAtTime(seconds, fps);
    case 'audio':
      return Math.max(0, Math.round(seconds * 1000));
    case 'image':
      return 0;
    default:
      return null;
  }
}

/** Where to seek for a position: the middle of the frame for video, the time for audio. */
export function seekTimeOf(position: number, kind: MediaKind, fps: number): number | null {
  if (kind === 'video') return seekTimeOfFrame(position, fps);
  if (kind === 'audio') return position / 1000;
  return null;
}

/** A position in the display mode; null where the media has no timeline (stills, documents). */
export function formatCommentPosition(
  position: number | null,
  kind: MediaKind,
  mode: DisplayMode,
  timing: Timing,
): string | null {
  if (position === null) return null;
  if (kind === 'video') return formatFrame(position, mode, { ...timing, timeOnly: false });
  if (kind === 'audio') return formatSeconds(position / 1000);
  return null;
}

interface Sortable {
  id: string;
  start?: number | null;
  createdAt: string;
}

/** By position (none last), then time, then id: the order the server pages in. */
export function sortComments<T extends Sortable>(comments: readonly T[]): T[] {
  const key = (comment: T) => comment.start ?? Number.POSITIVE_INFINITY;
  return [...comments].sort(
    (a, b) =>
      key(a) - key(b) ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
