import type { Annotation } from '@rushes/rules';
/** A note (comment or reply) as the exports write it. */
export interface Note {
  author: string;
  createdAt: Date;
  text: string;
  /** Frames from the file's first for video, milliseconds otherwise; null without a position. */
  start: number | null;
  end: number | null;
  /** Its drawing, on the frame at `start` (video only). */
  annotation: Annotation | null;
  replies: readonly Note[];
}

/** A version with its comments, in the order the viewer lists them. */
export interface NotesVersion {
  assetName: string;
  versionNumber: number;
  filename: string;
  /** Whether positions are frames (video) or milliseconds (audio, images). */
  video: boolean;
  /** The rate its timecodes count in: the picture rate, else the default. */
  fps: number;
  /** The source's first timecode (HH:MM:SS:FF, `;` before the frames for drop-frame), or null. */
  timecode: string | null;
  durationMs: number | null;
  notes: readonly Note[];
}

/** A review session's summary, before its notes: when it ran, who took part, what was shown. */
export interface SessionSummary {
  startedAt: Date;
  endedAt: Date | null;
  attendees: readonly { name: string; joinedAt: Date }[];
  shown: readonly { assetName: string; versionNumber: number; at: Date }[];
}

/** Everything one export writes, and the zone its dates are shown in. */
export interface NotesExport {
  title: string;
  timeZone: string;
  versions: readonly NotesVersion[];
  /** Set when the notes are a review session's. */
  session?: SessionSummary;
}

/** Date and time in the viewer's zone, as `2026-12-08 14:05`. */
export function dateTimeIn(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** An IANA zone's name (`UTC`, `Europe/Paris`, `Etc/GMT+5`), not an offset like `+01:00`. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether `timeZone` names an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A note's text on one line (EDL locators and marker lines hold one). */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A name safe as one path segment on every system the file may be saved on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
export const fileSafe = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim();
