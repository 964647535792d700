import { messages } from '../messages/messages.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

type Unit = keyof typeof messages.relativeTime.units;

/** The largest unit that fits (a month is 30 days, a year 365). */
export function unitOf(elapsed: number): [size: number, unit: Unit] {
  if (elapsed < MINUTE) return [SECOND, 'second'];
  if (elapsed < HOUR) return [MINUTE, 'minute'];
  if (elapsed < DAY) return [HOUR, 'hour'];
  if (elapsed < WEEK) return [DAY, 'day'];
  if (elapsed < MONTH) return [WEEK, 'week'];
  if (elapsed < YEAR) return [MONTH, 'month'];
  return [YEAR, 'year'];
}

/**
 * 'just now' under 30 seconds, then seconds, minutes, hours, yesterday, days, weeks, months and
 * years ago (media-handling section 9). A time in the future reads 'just now'.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const elapsed = now - at;
  const text = messages.relativeTime;
  if (elapsed < 30 * SECOND) return text.justNow;
  if (elapsed >= DAY && elapsed < 2 * DAY) return text.yesterday;
  const [size, unit] = unitOf(elapsed);
  return text.ago(Math.floor(elapsed / size), text.units[unit]);
}
