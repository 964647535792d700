import { formatTimecode, isDropFrameSource, parseTimecode } from '@rushes/rules';
import { DEFAULT_FPS, frameAtTime, timeOfFrame } from './timecode.ts';

/** How the viewer shows positions (media-handling section 4); timecode by default. */
export type DisplayMode = 'timecode' | 'frames' | 'time';

export const DISPLAY_MODES: readonly DisplayMode[] = ['timecode', 'frames', 'time'];

/** What positions are counted in: video has frames and a timecode; audio only has time. */
export interface Timing {
  fps: number;
  /** The source's first timecode, as a frame number of the day. */
  offsetFrames: number;
  /** Timecode counts in drop-frame (29.97 and 59.94 sources whose timecode says so). */
  dropFrame: boolean;
  /** Audio: always shown as time. */
  timeOnly: boolean;
}

/**
 * The timing of a version from what its probe found: its rate (DEFAULT_FPS when unknown) and
 * its source timecode, which also tells drop-frame (`;` before the frames).
 */
export function timingOf(
  framesPerSecond: number | null | undefined,
  timecodeOffset: string | null | undefined,
  timeOnly: boolean,
): Timing {
  const fps = framesPerSecond && framesPerSecond > 0 ? framesPerSecond : DEFAULT_FPS;
  const dropFrame = isDropFrameSource(fps, timecodeOffset);
  const offsetFrames = timecodeOffset
    ? (parseTimecode(timecodeOffset, fps, { dropFrame }) ?? 0)
    : 0;
  return { fps, offsetFrames, dropFrame, timeOnly };
}

/** A click on the display: timecode → frames → time → timecode. */
export function nextDisplayMode(mode: DisplayMode): DisplayMode {
  const index = DISPLAY_MODES.indexOf(mode);
  return DISPLAY_MODES[(index + 1) % DISPLAY_MODES.length] ?? 'timecode';
}

export function effectiveMode(mode: DisplayMode, timing: Timing): DisplayMode {
  return timing.timeOnly ? 'time' : mode;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Seconds as HH:MM:SS.mmm (milliseconds truncated). */
export function formatSeconds(seconds: number): string {
  const ms = Math.max(0, Math.floor(seconds * 1000 + 1e-6));
  const hh = Math.floor(ms / 3_600_000);
  const mm = Math.floor(ms / 60_000) % 60;
  const ss = Math.floor(ms / 1000) % 60;
  return `${pad(hh)}:${pad(mm)}:${pad(ss)}.${pad(ms % 1000, 3)}`;
}

/** A frame (0 = the first) in the display mode. */
export function formatFrame(frame: number, mode: DisplayMode, timing: Timing): string {
  switch (effectiveMode(mode, timing)) {
    case 'timecode':
      return formatTimecode(timing.offsetFrames + frame, timing.fps, timing);
    case 'frames':
      return String(frame);
    case 'time':
      return formatSeconds(timeOfFrame(frame, timing.fps));
  }
}

/**
 * A playback time in the display mode. Video shows the frame on screen (in time mode the
 * time that frame starts); audio shows the time itself.
 */
export function formatPosition(seconds: number, mode: DisplayMode, timing: Timing): string {
  if (timing.timeOnly) return formatSeconds(seconds);
  return formatFrame(frameAtTime(seconds, timing.fps), mode, timing);
}
