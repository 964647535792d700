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

/** A comment's place as shown: its position, or "in – out" for a range. */
export function formatCommentRange(
  start: number | null,
  end: number | null,
  kind: MediaKind,
  mode: DisplayMode,
  timing: Timing,
): string | null {
  const from = formatCommentPosition(start, kind, mode, timing);
  const to = formatCommentPosition(end, kind, mode, timing);
  return from !== null && to !== null ? `${from} – ${to}` : from;
}

/**
 * The range the composer's in and out points make, in order; without an in point it starts at
 * the playhead, without an out point (or one on the in point) it is a single position.
 */
export function rangeOf(
  inPoint: number | null,
  outPoint: number | null,
  playhead: number,
): { start: number; end: number | null } {
  const start = inPoint ?? playhead;
  if (outPoint === null || outPoint === start) return { start, end: null };
  return { start: Math.min(start, outPoint), end: Math.max(start, outPoint) };
}
