import type { AssetMetadataEntry, AssetSlate } from '@rushes/migrations';
import { formatTimecode } from '@rushes/rules';
import type { AleSheet } from '../metadata/ale.writer.ts';
import {
  DEFAULT_FPS,
  lengthInFrames,
  sourceStart,
  type TimedVersion,
  timecodeOf,
} from '../notes-export/version-timecode.ts';

/** A clip of a folder as its ALE row tells Media Composer about it: its newest version's file. */
export interface AleClip extends TimedVersion {
  /** The name the folder shows: its slate text when it has one, else the asset's name. */
  name: string;
  filename: string;
  /** Picture height; null without picture. */
  height: number | null;
  hasAudio: boolean;
  slate: AssetSlate | null;
  circled: boolean;
  /** needs_review, in_progress, changes_requested, approved; null for none. */
  reviewStatus: string | null;
  /** The entries of the metadata file matched to it, in the file's order. */
  metadata: readonly AssetMetadataEntry[];
  /** Its custom values as the ALE writes them, by field name; a field without one is absent. */
  custom: Readonly<Record<string, string>>;
}

/**
 * The columns Rushes fills, with Media Composer's names (as its exports and the loggers' ALEs
 * spell them): Name, Tracks, Start, End, Duration, FPS and Source File are what a bin needs to
 * make or merge a clip; the slate and the review follow.
 */
const FIXED = [
  'Name',
  'Tracks',
  'Start',
  'End',
  'Duration',
  'FPS',
  'Source File',
  'Episode',
  'Scene',
  'Shot',
  'Take',
  'Camera',
  'Circled',
  'Review Status',
] as const;

/** The columns that make or merge a clip in a bin: no custom field writes them. */
const TECHNICAL = new Set(['name', 'tracks', 'start', 'end', 'duration', 'fps', 'source file']);

const REVIEW_STATUS: Record<string, string> = {
  needs_review: 'Needs Review',
  in_progress: 'In Progress',
  changes_requested: 'Changes Requested',
  approved: 'Approved',
};

/** A rate as Avid writes it: 25, 23.976, 29.97, 59.94. */
export const avidRate = (fps: number): string =>
  Math.abs(fps - Math.round(fps)) < 0.005 ? String(Math.round(fps)) : String(+fps.toFixed(3));

/** Avid's names for the picture formats it knows by their lines; any other is CUSTOM. */
const VIDEO_FORMATS = new Map([
  [1080, '1080'],
  [720, '720'],
  [486, 'NTSC'],
  [480, 'NTSC'],
  [576, 'PAL'],
]);

/** The value most clips have (the first of those tied), or null for none. */
function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | null = null;
  for (const [value, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

const tracksOf = (clip: AleClip) =>
  `${clip.video ? 'V' : ''}${clip.hasAudio || !clip.video ? 'A1' : ''}`;

function rowOf(
  clip: AleClip,
  extra: readonly string[],
  custom: ReadonlyMap<string, string>,
): Record<string, string> {
  const length = lengthInFrames(clip);
  const { dropFrame } = sourceStart(clip);
  const slate = clip.slate ?? {};
  const metadata = new Map(clip.metadata.map((entry) => [entry.key, entry.value]));
  const row: Record<string, string> = {
    ...Object.fromEntries(extra.map((column) => [column, metadata.get(column) ?? ''])),
    Name: clip.name,
    Tracks: tracksOf(clip),
    Start: timecodeOf(clip, 0),
    End: timecodeOf(clip, length),
    Duration: formatTimecode(length, clip.fps, { dropFrame }),
    FPS: avidRate(clip.fps),
    'Source File': clip.filename,
    Episode: slate.episode ?? '',
    Scene: slate.scene ?? '',
    Shot: slate.shot ?? '',
    Take: slate.take ?? '',
    Camera: slate.cameraAngle ?? '',
    Circled: clip.circled ? 'Yes' : '',
    'Review Status': clip.reviewStatus ? (REVIEW_STATUS[clip.reviewStatus] ?? '') : '',
  };
  for (const [field, column] of custom) {
    const value = clip.custom[field];
    if (value) row[column] = value;
  }
  return row;
}

const oneLine = (name: string) => name.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * The column each custom field fills, by field name: a column of the same name (whatever its
 * case), the slate's or a metadata file's, which the value set in Rushes fills where the clip has
 * one; else a column of its own. A field named like a column that makes the clip (Name, Start,
 * Duration…) has none: a bin would take it for the clip's own.
 */
function customColumns(fields: readonly string[], columns: readonly string[]) {
  const byKey = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const custom = new Map<string, string>();
  for (const field of fields) {
    const name = oneLine(field);
    const key = name.toLowerCase();
    if (name === '' || TECHNICAL.has(key)) continue;
    const column = byKey.get(key) ?? name;
    byKey.set(key, column);
    custom.set(field, column);
  }
  return custom;
}

/**
 * A folder's clips as an ALE sheet, one row each in the order given: the fixed columns, then
 * every other column of their imported metadata (Tape, Camroll, Shoot Date…) in the order first
 * met, then the workspace's custom fields (`customFields`, their names in order). A metadata
 * column named like a fixed one is the fixed one: its value came from it.
 */
export function clipsSheet(
  clips: readonly AleClip[],
  customFields: readonly string[] = [],
): AleSheet {
  const fixed = new Set<string>(FIXED.map((name) => name.toLowerCase()));
  const extra: string[] = [];
  for (const { key } of clips.flatMap((clip) => clip.metadata)) {
    const name = oneLine(key);
    if (name !== key || name === '' || fixed.has(key.toLowerCase()) || extra.includes(key))
      continue;
    extra.push(key);
  }
  const known = [...FIXED, ...extra];
  const custom = customColumns(customFields, known);
  const own = [...new Set(custom.values())].filter((column) => !known.includes(column));
  const pictures = clips.filter((clip) => clip.video && clip.height !== null);
  const height = mostCommon(pictures.map((clip) => clip.height));
  const fps = mostCommon(clips.map((clip) => clip.fps));
  return {
    heading: [
      ['VIDEO_FORMAT', (height !== null && VIDEO_FORMATS.get(height)) || 'CUSTOM'],
      ['AUDIO_FORMAT', '48khz'],
      ['FPS', avidRate(fps ?? DEFAULT_FPS)],
    ],
    columns: [...known, ...own],
    rows: clips.map((clip) => rowOf(clip, extra, custom)),
  };
}
