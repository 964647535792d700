/**
 * SMPTE timecode, the one implementation the player, the watermark, metadata imports and notes
 * exports share (media-handling sections 4, 5 and 9).
 *
 * Labels count frames at the nominal rate — the rate rounded: 24 for 23.976, 30 for 29.97, 60
 * for 59.94 — and wrap after 24 hours. Drop-frame keeps labels in step with the clock at 29.97
 * and 59.94: it skips frame labels 00 and 01 (00–03 at 59.94) at the start of every minute but
 * each tenth, and is written with `;` before the frames (`00:01:00;02`); non-drop with `:`.
 *
 * - `formatTimecode(frame, fps, { dropFrame })`: frame number (0 = 00:00:00:00) → label.
 * - `parseTimecode(text, fps, { dropFrame })`: label → frame number; null when malformed, out of
 *   range, or a label drop-frame skips. Without `dropFrame`, a `;` in the text decides.
 * - `isDropFrameRate(fps)`: whether drop-frame applies at the rate (29.97, 59.94).
 * - `isDropFrameSource(fps, timecode)`: whether a probed source counts in drop-frame.
 * - `addFrames`, `normaliseTimecode`, `timecodeOrder`: label arithmetic for metadata files,
 *   which state the nominal rate.
 */

export interface TimecodeOptions {
  /** Count in drop-frame; ignored at rates where it does not apply. */
  dropFrame?: boolean;
}

/** A label's fields as written. */
export interface TimecodeLabel {
  hours: number;
  minutes: number;
  seconds: number;
  frames: number;
  dropFrame: boolean;
}

const DAY_MINUTES = 24 * 60;

/** The whole frames per second labels count: 23.976 → 24, 29.97 → 30, 59.94 → 60. */
export function nominalRate(fps: number): number {
  return Math.max(1, Math.round(fps));
}

/** Labels drop-frame skips at the start of a minute: 2 at 30, 4 at 60, none elsewhere. */
const droppedPerMinute = (rate: number) => (rate % 30 === 0 ? rate / 15 : 0);

/** Whether drop-frame applies at `fps`: the NTSC rates 29.97 and 59.94 (and their nominal 30, 60). */
export function isDropFrameRate(fps: number): boolean {
  return droppedPerMinute(nominalRate(fps)) > 0;
}

/**
 * Whether a source counts its timecode in drop-frame: a drop-frame rate whose probed timecode is
 * written with `;` (how ffprobe reports a drop-frame timecode track or tag).
 */
export function isDropFrameSource(
  fps: number | null | undefined,
  timecode: string | null | undefined,
): boolean {
  return !!fps && !!timecode && isDropFrameRate(fps) && timecode.includes(';');
}

const dropOf = (rate: number, options?: TimecodeOptions) =>
  options?.dropFrame ? droppedPerMinute(rate) : 0;

/** Frames in a day of labels. */
function framesPerDay(rate: number, drop: number): number {
  return DAY_MINUTES * (rate * 60 - drop) + (DAY_MINUTES / 10) * drop;
}

const LABEL = /^(\d{1,2})[:;.](\d{1,2})[:;.](\d{1,2})([:;.])(\d{1,3})$/;

/** A label's fields (`HH:MM:SS:FF`, `;` before the frames for drop-frame); null when malformed. */
export function readTimecode(text: string): TimecodeLabel | null {
  const match = LABEL.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds, frames] = [match[1], match[2], match[3], match[5]].map(Number);
  if (hours === undefined || minutes === undefined || seconds === undefined || frames === undefined)
    return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { hours, minutes, seconds, frames, dropFrame: text.includes(';') };
}

const two = (n: number) => String(n).padStart(2, '0');

export function writeTimecode({
  hours,
  minutes,
  seconds,
  frames,
  dropFrame,
}: TimecodeLabel): string {
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${dropFrame ? ';' : ':'}${two(frames)}`;
}

/** The frame number of a label's fields at the nominal `rate`; null for a label that is skipped. */
function frameOfLabel(label: TimecodeLabel, rate: number, drop: number): number | null {
  if (label.frames >= rate) return null;
  const totalMinutes = label.hours * 60 + label.minutes;
  if (drop > 0 && label.seconds === 0 && label.frames < drop && totalMinutes % 10 !== 0)
    return null;
  const counted = (totalMinutes * 60 + label.seconds) * rate + label.frames;
  return counted - drop * (totalMinutes - Math.floor(totalMinutes / 10));
}

/** The label of frame `frame` at the nominal `rate`, wrapping at 24 hours. */
function labelOfFrame(frame: number, rate: number, drop: number): TimecodeLabel {
  const perDay = framesPerDay(rate, drop);
  let n = ((Math.floor(frame) % perDay) + perDay) % perDay;
  if (drop > 0) {
    const perTenMinutes = rate * 600 - drop * 9;
    const perMinute = rate * 60 - drop;
    const rest = n % perTenMinutes;
    n +=
      drop * 9 * Math.floor(n / perTenMinutes) +
      (rest > drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  return {
    hours: Math.floor(n / (rate * 3600)) % 24,
    minutes: Math.floor(n / (rate * 60)) % 60,
    seconds: Math.floor(n / rate) % 60,
    frames: n % rate,
    dropFrame: drop > 0,
  };
}

/** Frame `frame` (0 = 00:00:00:00) at `fps` as HH:MM:SS:FF, or HH:MM:SS;FF in drop-frame. */
export function formatTimecode(frame: number, fps: number, options?: TimecodeOptions): string {
  const rate = nominalRate(fps);
  return writeTimecode(labelOfFrame(frame, rate, dropOf(rate, options)));
}

/**
 * A label at `fps` as its frame number (00:00:00:00 = 0). Drop-frame when `options.dropFrame`
 * says so, else when the label is written with `;`. Null when malformed, out of range (frames at
 * or past the nominal rate, 24:00:00:00 on), or a label drop-frame skips.
 */
export function parseTimecode(text: string, fps: number, options?: TimecodeOptions): number | null {
  const label = readTimecode(text);
  if (!label) return null;
  const rate = nominalRate(fps);
  return frameOfLabel(
    label,
    rate,
    dropOf(rate, { dropFrame: options?.dropFrame ?? label.dropFrame }),
  );
}

/** The label in the one form records carry (`HH:MM:SS:FF`, `;FF` for drop-frame), or null. */
export function normaliseTimecode(text: string): string | null {
  const label = readTimecode(text);
  return label && writeTimecode(label);
}

/**
 * The label `frames` frames after `start` at the nominal `rate`, wrapping at midnight, counting
 * in drop-frame when `start` is written so; null when `start` is no label or `rate` no whole
 * number of frames.
 */
export function addFrames(start: string, frames: number, rate: number): string | null {
  const label = readTimecode(start);
  if (!label || !Number.isInteger(rate) || rate <= 0) return null;
  const drop = dropOf(rate, label);
  const frame = frameOfLabel(label, rate, drop);
  return frame === null ? null : writeTimecode(labelOfFrame(frame + frames, rate, drop));
}

/**
 * A number that orders labels as they run through the day, whatever the rate: enough to tell
 * whether one timecode falls between two others of the same clip.
 */
export function timecodeOrder(text: string): number | null {
  const label = readTimecode(text);
  return label && ((label.hours * 60 + label.minutes) * 60 + label.seconds) * 1000 + label.frames;
}
