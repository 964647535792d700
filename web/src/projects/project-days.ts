/** The spec's shown day, yyyy/mm/dd, of the server's YYYY-MM-DD; '' for none. */
export const dayText = (day: string | null | undefined): string =>
  day ? day.replaceAll('-', '/') : '';

/**
 * A typed day as the server takes it: '' for an empty field, YYYY-MM-DD for a real yyyy/mm/dd
 * (or yyyy-mm-dd) day, null when it is no day at all ('Invalid date').
 */
export function dayValue(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(trimmed);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}
