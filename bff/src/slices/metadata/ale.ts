/**
 * Avid Log Exchange: a `Heading` section of `KEY<TAB>value` settings (some tools put several
 * pairs on one line), a `Column` section of one line of tab-separated names, and a `Data` section
 * of one tab-separated row per clip. Blank lines may fall anywhere; lines end in LF, CRLF or CR.
 *
 * Rows are matched to columns by position. Tools drop trailing empty values (a row may be shorter:
 * the missing values are empty) and add trailing tabs (a row may be longer, as a Column line may
 * end in a tab, when all it adds is empty). A longer row with more values than names cannot be
 * lined up with its columns, so the file is refused. Values are kept exactly as written (Avid pads
 * some with spaces); the fields picked out of them are trimmed.
 */

import { normaliseTimecode } from '@rushes/rules';
import {
  MAX_ALE_COLUMNS,
  MAX_METADATA_RECORDS,
  MetadataFileError,
  type MetadataRecord,
  type Slate,
} from './metadata-record.ts';

type Section = 'Heading' | 'Column' | 'Data';
const SECTIONS = new Map<string, Section>(
  (['Heading', 'Column', 'Data'] as const).map((name) => [name.toLowerCase(), name]),
);

const sectionOf = (line: string) => SECTIONS.get(line.trim().toLowerCase());

/** Whether the text reads as an ALE: its first line that is not blank opens a section. */
export const looksLikeAle = (text: string): boolean =>
  sectionOf(text.split(/\r\n|\r|\n/).find((line) => line.trim() !== '') ?? '') !== undefined;

function headingPairs(line: string): [string, string][] {
  const cells = line.split('\t').map((cell) => cell.trim());
  const pairs: [string, string][] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const key = cells[i];
    if (key) pairs.push([key, cells[i + 1] ?? '']);
  }
  return pairs;
}

function columnNames(line: string): string[] {
  const names = line.split('\t').map((name) => name.trim());
  while (names.length > 0 && names.at(-1) === '') names.pop();
  if (names.length > MAX_ALE_COLUMNS) {
    throw new MetadataFileError('ale-too-many-columns', `${names.length} columns`);
  }
  if (names.includes('')) throw new MetadataFileError('ale-structure', 'a column has no name');
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) {
    throw new MetadataFileError('ale-structure', `column "${repeated}" appears twice`);
  }
  return names;
}

function rowColumns(names: string[], line: string, rowNumber: number): Record<string, string> {
  const values = line.split('\t');
  if (values.slice(names.length).some((extra) => extra.trim() !== '')) {
    throw new MetadataFileError(
      'ale-row-too-long',
      `row ${rowNumber} has ${values.length} values for ${names.length} columns`,
    );
  }
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
}

/** A row's values by lower-case column name: tools differ in the case of the well-known ones. */
type Lookup = Map<string, string>;
const lookupOf = (columns: Record<string, string>): Lookup =>
  new Map(Object.entries(columns).map(([name, value]) => [name.toLowerCase(), value]));

/** The trimmed value of the first of `names` that the row has filled in. */
function pick(row: Lookup, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = row.get(name.toLowerCase())?.trim();
    if (value) return value;
  }
  return undefined;
}

const CLIP_NAME = ['Name', 'Clip Name', 'clipName', 'Filename', 'Source File', 'Tape'];
/** Where ALEs keep the reel (tape) name; `match.ts` compares a clip's reel with all of them. */
export const REEL_COLUMNS = ['Reel', 'Reel Name', 'Tape', 'Camroll', 'Reel #'] as const;
const CIRCLED = ['Circled', 'Circle', 'circleTake', 'Circle Take', 'Good', 'Select', 'Selected'];

/** Marks loggers use for a circled (or not circled) take. */
function circledOf(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (/^(y|yes|true|1|x|\*|circled?|good|selected?)$/i.test(value)) return true;
  if (/^(n|no|false|0|-)$/i.test(value)) return false;
  return undefined;
}

function slateOf(row: Lookup): Slate {
  const slate: Slate = {
    episode: pick(row, ['Episode']),
    scene: pick(row, ['Scene']),
    shot: pick(row, ['Shot']),
    take: pick(row, ['Take']),
    cameraAngle: pick(row, ['Camera', 'Cam', 'Camera Angle']),
    circled: circledOf(pick(row, CIRCLED)),
  };
  return Object.fromEntries(Object.entries(slate).filter(([, v]) => v !== undefined));
}

function fpsOf(text: string | undefined): number | null {
  const fps = Number(text);
  return text && Number.isFinite(fps) && fps > 0 ? fps : null;
}

function recordOf(columns: Record<string, string>, headingFps: number | null): MetadataRecord {
  const row = lookupOf(columns);
  const timecode = (name: string) => normaliseTimecode(pick(row, [name]) ?? '');
  return {
    clipName: pick(row, CLIP_NAME) ?? '',
    reel: pick(row, REEL_COLUMNS) ?? null,
    sourceStart: timecode('Start'),
    sourceEnd: timecode('End'),
    fps: fpsOf(pick(row, ['FPS'])) ?? headingFps,
    columns,
    slate: slateOf(row),
  };
}

function checkDelimiter(heading: Map<string, string>): void {
  const delimiter = heading.get('FIELD_DELIM');
  if (delimiter !== undefined && delimiter.toUpperCase() !== 'TABS') {
    throw new MetadataFileError('ale-field-delimiter', `FIELD_DELIM is ${delimiter}, not TABS`);
  }
}

export function parseAle(text: string): {
  heading: Record<string, string>;
  records: MetadataRecord[];
} {
  const heading = new Map<string, string>();
  let section: Section | undefined;
  let names: string[] | undefined;
  const rows: Record<string, string>[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const next = sectionOf(line);
    if (next) {
      if (next !== 'Heading') checkDelimiter(heading);
      section = next;
      continue;
    }
    if (line.trim() === '') continue;
    if (section === 'Heading') {
      for (const [key, value] of headingPairs(line)) heading.set(key, value);
    } else if (section === 'Column') {
      if (names) throw new MetadataFileError('ale-structure', 'more than one Column line');
      names = columnNames(line);
    } else if (section === 'Data') {
      if (!names) throw new MetadataFileError('ale-structure', 'Data before any Column line');
      if (rows.length === MAX_METADATA_RECORDS) {
        throw new MetadataFileError('too-many-records', `more than ${MAX_METADATA_RECORDS} rows`);
      }
      rows.push(rowColumns(names, line, rows.length + 1));
    } else {
      throw new MetadataFileError('ale-structure', 'a line before the Heading');
    }
  }
  checkDelimiter(heading);
  if (!names) throw new MetadataFileError('ale-structure', 'no Column line');
  const headingFps = fpsOf(heading.get('FPS'));
  return {
    heading: Object.fromEntries(heading),
    records: rows.map((columns) => recordOf(columns, headingFps)),
  };
}
