import { parseTimecode } from '@rushes/rules';
import { type DisplayMode, effectiveMode, type Timing } from './position-format.ts';
import { timeOfFrame } from './timecode.ts';

const FRAMES = /^\d+$/;
const TIME = /^(?:(?:(\d+):)?(\d+):)?(\d+(?:\.\d*)?|\.\d+)$/;

/** [[HH:]MM:]SS[.mmm] as seconds; null when malformed (a minus sign included). */
export function parseTimeEntry(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hh, mm, ss] = match;
  const seconds = Number(ss);
  if (mm !== undefined && seconds >= 60) return null;
  if (hh !== undefined && Number(mm) >= 60) return null;
  return Number(hh ?? 0) * 3600 + Number(mm ?? 0) * 60 + seconds;
}

/**
 * A typed position in the display mode, as the seconds to go to (media-handling section 5):
 * time mode ignores negative values, frames mode takes only non-negative integers, timecode
 * mode takes HH:MM:SS:FF (HH:MM:SS;FF in drop-frame) at or after the source's first timecode.
 * Null means "ignore it".
 */
export function parsePositionEntry(text: string, mode: DisplayMode, timing: Timing): number | null {
  switch (effectiveMode(mode, timing)) {
    case 'time':
      return parseTimeEntry(text);
    case 'frames': {
      const trimmed = text.trim();
      return FRAMES.test(trimmed) ? timeOfFrame(Number(trimmed), timing.fps) : null;
    }
    case 'timecode': {
      const frames = parseTimecode(text, timing.fps, timing);
      if (frames === null || frames < timing.offsetFrames) return null;
      return timeOfFrame(frames - timing.offsetFrames, timing.fps);
    }
  }
}
