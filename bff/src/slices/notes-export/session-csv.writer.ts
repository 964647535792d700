import { spreadsheetCsv } from '../../spreadsheet-csv.ts';
import { dateTimeIn, type Note, type NotesExport, type SessionSummary } from './notes.ts';
import { frameOf, timecodeOf } from './version-timecode.ts';

/** Spreadsheet apps read a UTF-8 file as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';

export const SESSION_CSV_COLUMNS = [
  'Time',
  'What',
  'Who',
  'Asset',
  'Version',
  'Timecode',
  'Comment',
] as const;

type Row = { at: Date; cells: string[] };

/**
 * A review session's summary as CSV, its minutes: one row per person joining, version first
 * shown, comment and reply, in time order, dates in the viewer's zone; UTF-8 with a BOM, text a
 * spreadsheet would read as a formula written as text (`spreadsheetCsv`).
 */
export function sessionCsv(notes: NotesExport, session: SessionSummary): Buffer {
  const when = (at: Date) => dateTimeIn(at, notes.timeZone);
  const rows: Row[] = [
    ...session.attendees.map(({ name, joinedAt }) => ({
      at: joinedAt,
      cells: [when(joinedAt), 'Joined', name, '', '', '', ''],
    })),
    ...session.shown.map(({ assetName, versionNumber, at }) => ({
      at,
      cells: [when(at), 'Shown', '', assetName, `v${versionNumber}`, '', ''],
    })),
    ...notes.versions.flatMap((version) => {
      const row = (note: Note, what: string): Row => {
        const start = note.start === null ? '' : timecodeOf(version, frameOf(version, note.start));
        const asset = [version.assetName, `v${version.versionNumber}`];
        return {
          at: note.createdAt,
          cells: [when(note.createdAt), what, note.author, ...asset, start, note.text],
        };
      };
      return version.notes.flatMap((note) => [
        row(note, 'Comment'),
        ...note.replies.map((reply) => row(reply, 'Reply')),
      ]);
    }),
  ];
  // a stable sort: at the same moment, people before what they were shown before their notes
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  const text = spreadsheetCsv([SESSION_CSV_COLUMNS, ...rows.map((row) => row.cells)]);
  return Buffer.from(BOM + text, 'utf8');
}
