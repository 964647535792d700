import { spreadsheetCsv } from '../../spreadsheet-csv.ts';
import { dateTimeIn, type Note, type NotesExport, type NotesVersion } from './notes.ts';
import { frameOf, timecodeOf } from './version-timecode.ts';

/** Spreadsheet apps read a UTF-8 file as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'Asset',
  'Version',
  'Timecode In',
  'Timecode Out',
  'Frame',
  'Author',
  'Date',
  'Comment',
  'Reply',
] as const;

function row(version: NotesVersion, note: Note, timeZone: string, reply: boolean) {
  const start = note.start === null ? null : frameOf(version, note.start);
  const end = note.end === null ? null : frameOf(version, note.end);
  return [
    version.assetName,
    `v${version.versionNumber}`,
    start === null ? '' : timecodeOf(version, start),
    end === null ? '' : timecodeOf(version, end),
    start === null ? '' : String(start),
    note.author,
    dateTimeIn(note.createdAt, timeZone),
    note.text,
    reply ? 'Yes' : '',
  ];
}

/**
 * The notes as CSV: a header, then one row per comment followed by its replies (marked), with
 * source timecodes (out only for a range) and dates in the viewer's zone; UTF-8 with a BOM. A
 * comment a spreadsheet would read as a formula is written as text (`spreadsheetCsv`).
 */
export function notesCsv(notes: NotesExport): Buffer {
  const rows = notes.versions.flatMap((version) =>
    version.notes.flatMap((note) => [
      row(version, note, notes.timeZone, false),
      ...note.replies.map((reply) => row(version, reply, notes.timeZone, true)),
    ]),
  );
  const text = spreadsheetCsv([CSV_COLUMNS, ...rows]);
  return Buffer.from(BOM + text, 'utf8');
}
