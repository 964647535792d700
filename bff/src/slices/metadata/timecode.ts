/**
 * SMPTE timecode labels as metadata files write them: `HH:MM:SS:FF`, with `;` before the frames
 * for drop-frame. Frame counts convert through the nominal (integer) rate: 30 for 29.97, and
 * drop-frame skips labels 00 and 01 (00–03 at 60) each minute but every tenth.
 */
interface Timecode {
  hours: number;
  minutes: number;
  seconds: number;
  frames: number;
  dropFrame: boolean;
}

const LABEL = /^(\d{1,2}):(\d{2}):(\d{2})([:;])(\d{2,3})$/;
const DAY_SECONDS = 24 * 60 * 60;

function parse(text: string): Timecode | null {
  const match = LABEL.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds, frames] = [match[1], match[2], match[3], match[5]].map(Number);
  if (hours === undefined || minutes === undefined || seconds === undefined) return null;
  if (frames === undefined || hours > 23 || minutes > 59 || seconds > 59) return null;
  return { hours, minutes, seconds, frames, dropFrame: match[4] === ';' };
}

const two = (n: number) => String(n).padStart(2, '0');

function format({ hours, minutes, seconds, frames, dropFrame }: Timecode): string {
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${dropFrame ? ';' : ':'}${two(frames)}`;
}

/** The label in the one form records carry, or null when it is no timecode. */
export function normaliseTimecode(text: string): string | null {
  const timecode = parse(text);
  return timecode && format(timecode);
}

/** The labels that drop-frame skips each minute at a nominal rate (none when not 30 or 60). */
const droppedPerMinute = (rate: number) => (rate % 30 === 0 ? rate / 15 : 0);

function toFrames(tc: Timecode, rate: number): number {
  const totalMinutes = tc.hours * 60 + tc.minutes;
  const frames = (totalMinutes * 60 + tc.seconds) * rate + tc.frames;
  if (!tc.dropFrame) return frames;
  return frames - droppedPerMinute(rate) * (totalMinutes - Math.floor(totalMinutes / 10));
}

function fromFrames(count: number, rate: number, dropFrame: boolean): Timecode {
  const dayFrames = DAY_SECONDS * rate - (dropFrame ? droppedPerMinute(rate) * 1296 : 0);
  let n = ((count % dayFrames) + dayFrames) % dayFrames;
  if (dropFrame) {
    const drop = droppedPerMinute(rate);
    const perTenMinutes = rate * 600 - drop * 9;
    const perMinute = rate * 60 - drop;
    const tens = Math.floor(n / perTenMinutes);
    const rest = n % perTenMinutes;
    n += drop * 9 * tens + (rest > drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  return {
    hours: Math.floor(n / (rate * 3600)) % 24,
    minutes: Math.floor(n / (rate * 60)) % 60,
    seconds: Math.floor(n / rate) % 60,
    frames: n % rate,
    dropFrame,
  };
}

/**
 * The label `frames` frames after `start` at the nominal `rate`, wrapping at midnight; null when
 * `start` is no timecode or the rate no whole number of frames.
 */
export function addFrames(start: string, frames: number, rate: number): string | null {
  const timecode = parse(start);
  if (!timecode || !Number.isInteger(rate) || rate <= 0) return null;
  const dropFrame = timecode.dropFrame && droppedPerMinute(rate) > 0;
  return format(fromFrames(toFrames(timecode, rate) + frames, rate, dropFrame));
}

/**
 * A number that orders labels as they run through the day, whatever the rate: enough to tell
 * whether one timecode falls between two others of the same clip.
 */
export function timecodeOrder(text: string): number | null {
  const tc = parse(text);
  return tc && ((tc.hours * 60 + tc.minutes) * 60 + tc.seconds) * 1000 + tc.frames;
}
