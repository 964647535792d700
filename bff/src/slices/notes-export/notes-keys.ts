import { randomUUID } from 'node:crypto';

/**
 * Exported notes live in storage only while the URL handed out for them works. They are kept by
 * the UTC day they were written, so a day's files go at once: `notes/<yyyy-mm-dd>/<project>/…`.
 */
const PREFIX = 'notes/';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days back the sweep looks: files of a Rushes stopped that long before are left behind. */
const SWEPT_DAYS = 30;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Where a notes file written at `at` for a project is kept. */
export const notesKey = (at: Date, projectId: string, extension: string): string =>
  `${PREFIX}${dayOf(at)}/${projectId}/${randomUUID()}.${extension}`;

/**
 * The days whose notes no URL reaches any more, at `now`: before yesterday (a URL lives hours, so
 * one signed late yesterday may still work today), as far back as the sweep looks.
 */
export function expiredNotesPrefixes(now: Date): string[] {
  const prefixes: string[] = [];
  for (let back = 2; back <= SWEPT_DAYS; back++) {
    prefixes.push(`${PREFIX}${dayOf(new Date(now.getTime() - back * DAY_MS))}/`);
  }
  return prefixes;
}
