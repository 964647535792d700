import dayjs, { type Dayjs } from 'dayjs';

/** The date range selector's presets (media-handling §2, transfer statistics). */
export const rangePresets = [
  'currentMonth',
  'lastMonth',
  'last30Days',
  'last90Days',
  'yearToDate',
  'custom',
] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The preset a report opens with. */
export const DEFAULT_PRESET: RangePreset = 'currentMonth';

/** Weeks start on Monday (0 is Sunday), in the custom range's calendar too. */
export const FIRST_DAY_OF_WEEK = 1;

/** Days as the API takes them: YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';

/** The local calendar day of a moment, YYYY-MM-DD. */
export const dayOf = (date: Date | Dayjs): string => dayjs(date).format(DAY);

/** The Monday on or before a day. */
export function weekStart(date: Date): string {
  const day = dayjs(date);
  return dayOf(day.subtract((day.day() - FIRST_DAY_OF_WEEK + 7) % 7, 'day'));
}

/** The last `days` days up to today, today included. */
const lastDays = (today: Dayjs, days: number): DayRange => ({
  from: dayOf(today.subtract(days - 1, 'day')),
  to: dayOf(today),
});

/**
 * The days a preset covers on `today` (local time): the current month and the year to date end
 * today, the last month is the whole previous calendar month. The custom range has no days of its
 * own: null.
 */
export function presetRange(preset: RangePreset, today: Date): DayRange | null {
  const now = dayjs(today);
  switch (preset) {
    case 'currentMonth':
      return { from: dayOf(now.startOf('month')), to: dayOf(now) };
    case 'lastMonth': {
      const month = now.startOf('month').subtract(1, 'month');
      return { from: dayOf(month), to: dayOf(month.endOf('month')) };
    }
    case 'last30Days':
      return lastDays(now, 30);
    case 'last90Days':
      return lastDays(now, 90);
    case 'yearToDate':
      return { from: dayOf(now.startOf('year')), to: dayOf(now) };
    case 'custom':
      return null;
  }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A picked custom range as days, earlier first; null until both ends are picked. */
export function customRange(picked: readonly [string | null, string | null]): DayRange | null {
  const [first, second] = picked;
  if (!first || !second || !dayPattern.test(first) || !dayPattern.test(second)) return null;
  return first <= second ? { from: first, to: second } : { from: second, to: first };
}
