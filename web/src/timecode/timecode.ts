/**
 * Frames ↔ playback time at the true rate (media-handling sections 4 and 9): frame n starts at
 * n / fps seconds, so 23.976 runs slower than 24. Timecode labels are @rushes/rules' timecode.
 */

/** Absorbs floating-point error in t × fps, so the start time of frame n maps back to n. */
const EPSILON = 1e-6;

/** Used where a video has no probed rate yet. */
export const DEFAULT_FPS = 25;

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
