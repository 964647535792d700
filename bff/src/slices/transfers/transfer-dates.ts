import { appError } from '../../errors.ts';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.toISOString().slice(0, 10) === text;
}

/** Both days checked (VALIDATION_FAILED, rule `date`), the first not after the last (`range`). */
export function dayRange(dateFrom: string, dateTo: string): { from: string; to: string } {
  for (const [field, value] of [
    ['dateFrom', dateFrom],
    ['dateTo', dateTo],
  ] as const) {
    if (!isDay(value)) {
      throw appError('VALIDATION_FAILED', { field, rule: 'date' });
    }
  }
  if (dateFrom > dateTo) {
    throw appError('VALIDATION_FAILED', { field: 'dateTo', rule: 'range' });
  }
  return { from: dateFrom, to: dateTo };
}
