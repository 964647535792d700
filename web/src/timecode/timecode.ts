/**
 * Frame and timecode maths (media-handling sections 4 and 9). Two rates meet here:
 * - time ↔ frame uses the true rate: frame n starts at n / fps seconds;
 * - timecode labels count frames at the rounded rate ("frame count uses rounded fps"), so
 *   23.976 and 29.97 are labelled as non-drop-frame 24 and 30 (drop-frame is not supported:
 *   a `;` separator is read like `:`). Labels wrap after 24 hours.
 */

/** Absorbs floating-point error in t × fps, so the start time of frame n maps back to n. */
const EPSILON = 1e-6;

/** Used where a video has no probed rate yet. */
export const DEFAULT_FPS = 25;

const DAY_SECONDS = 24 * 60 * 60;

/** The rate timecode labels count in: 23.976 → 24, 29.97 → 30. */
export function roundedFps(fps: number): number {
  return Math.max(1, Math.round(fps));
}

/** The frame shown at `seconds`. */
export function frameAtTime(seconds: number, fps: number): number {
  return Math.max(0, Math.floor(seconds * fps + EPSILON));
}

/** When frame `frame` starts, in seconds. */
export function timeOfFrame(frame: number, fps: number): number {
  return frame / fps;
}

/** Where to seek to show `frame`: its middle, so the decoder lands on it and not its neighbour. */
export function seekTimeOfFrame(frame: number, fps: number): number {
  return (frame + 0.5) / fps;
}

export function msToFrame(ms: number, fps: number): number {
  return frameAtTime(ms / 1000, fps);
}

export function frameToMs(frame: number, fps: number): number {
  return (frame * 1000) / fps;
}

/** How many frames a clip of `seconds` holds (the last one may be partial). */
export function frameCount(seconds: number, fps: number): number {
  return Math.max(1, Math.ceil(seconds * fps - EPSILON));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A frame count at `fps` (rounded) as HH:MM:SS:FF. */
export function formatTimecode(frames: number, fps: number): string {
  const rate = roundedFps(fps);
  const perDay = DAY_SECONDS * rate;
  const total = ((Math.floor(frames) % perDay) + perDay) % perDay;
  const ff = total % rate;
  const seconds = Math.floor(total / rate);
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor(seconds / 60) % 60;
  const ss = seconds % 60;
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}:${pad(ff)}`;
}

const TIMECODE = /^(\d{1,2})[:;.](\d{1,2})[:;.](\d{1,2})[:;.](\d{1,3})$/;

/** HH:MM:SS:FF as a frame count at `fps` (rounded); null when malformed or out of range. */
export function parseTimecode(text: string, fps: number): number | null {
  const match = TIMECODE.exec(text.trim());
  if (!match) return null;
  const [hh, mm, ss, ff] = match.slice(1).map(Number);
  const rate = roundedFps(fps);
  if (hh === undefined || mm === undefined || ss === undefined || ff === undefined) return null;
  if (hh > 23 || mm > 59 || ss > 59 || ff >= rate) return null;
  return ((hh * 60 + mm) * 60 + ss) * rate + ff;
}

/** The source's first timecode as frames; 0 when absent or unreadable. */
export function offsetFrames(timecodeOffset: string | null | undefined, fps: number): number {
  return timecodeOffset ? (parseTimecode(timecodeOffset, fps) ?? 0) : 0;
}
