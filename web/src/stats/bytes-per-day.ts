import dayjs from 'dayjs';
import type { DayRange } from './stats-range.ts';

/** The bytes one day moved, as the report gives them (days without transfers left out). */
export interface BytesOfDay {
  day: string;
  bytesUp: number;
  bytesDown: number;
}

/** A bar of the chart: a day, yyyy/mm/dd as the app writes dates, and its bytes up and down. */
export interface ChartDay {
  day: string;
  uploads: number;
  downloads: number;
}

/** A day as the app writes dates, yyyy/mm/dd. */
export const shownDay = (day: string) => day.replaceAll('-', '/');

/** A day on the chart's axis: mm/dd. */
export const axisDay = (shown: string) => shown.slice(5);

/** Every day of the range, the oldest first, with the bytes of the days that had transfers. */
export function chartDays(range: DayRange, bytesPerDay: readonly BytesOfDay[]): ChartDay[] {
  const byDay = new Map(bytesPerDay.map((entry) => [entry.day, entry]));
  const days: ChartDay[] = [];
  const last = dayjs(range.to);
  for (let date = dayjs(range.from); !date.isAfter(last, 'day'); date = date.add(1, 'day')) {
    const day = date.format('YYYY-MM-DD');
    const moved = byDay.get(day);
    days.push({
      day: shownDay(day),
      uploads: moved?.bytesUp ?? 0,
      downloads: moved?.bytesDown ?? 0,
    });
  }
  return days;
}
