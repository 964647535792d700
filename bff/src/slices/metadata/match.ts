/**
 * Which metadata record belongs to an uploaded clip. By name first: the clip's file name, with or
 * without its extension, against the names a record gives its clip (ALEs name it in several
 * columns; cameras and transcodes change the extension). Several records may share a name (an ALE
 * logs each subclip of a file): the one whose source timecode holds the clip's start wins, else
 * the first. Where no name matches, by reel and source timecode: the record of the clip's reel
 * whose range, start inclusive and end exclusive, holds the clip's start.
 */

import { timecodeOrder } from '@rushes/rules';
import { REEL_COLUMNS } from './ale.ts';
import type { MetadataRecord } from './metadata-record.ts';

export interface ClipToMatch {
  filename: string;
  reel?: string | null;
  startTimecode?: string | null;
}

const NAME_COLUMNS = [
  'Name',
  'Clip Name',
  'clipName',
  'Clip',
  'Clipname',
  'Filename',
  'File Name',
  'Source File',
  'Tape',
];

/** A name's forms to compare: lower case, without folders, with and without an extension. */
export function nameKeys(name: string): string[] {
  const base = (name.trim().split(/[/\\]/).pop() ?? '').toLowerCase();
  if (!base) return [];
  // Only a letter-led suffix is an extension: "Scene 1.2" keeps its ".2".
  const stem = base.replace(/\.[a-z][a-z0-9]{1,4}$/, '');
  return stem === base ? [base] : [base, stem];
}

function columnValues(record: MetadataRecord, names: readonly string[]): string[] {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  return Object.entries(record.columns)
    .filter(([name, value]) => wanted.has(name.toLowerCase()) && value.trim() !== '')
    .map(([, value]) => value.trim());
}

/** The forms of every name the record gives its clip. */
export const recordNameKeys = (record: MetadataRecord): string[] => [
  ...new Set([record.clipName, ...columnValues(record, NAME_COLUMNS)].flatMap(nameKeys)),
];

/** The record's reels, lower case. */
export const recordReels = (record: MetadataRecord): string[] => [
  ...new Set(
    [record.reel ?? '', ...columnValues(record, REEL_COLUMNS)]
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== ''),
  ),
];

function namedAs(record: MetadataRecord, keys: Set<string>): boolean {
  return recordNameKeys(record).some((key) => keys.has(key));
}

function onReel(record: MetadataRecord, reel: string): boolean {
  const wanted = reel.trim().toLowerCase();
  return [record.reel ?? '', ...columnValues(record, REEL_COLUMNS)].some(
    (value) => value.trim().toLowerCase() === wanted,
  );
}

/** Whether `timecode` falls in the record's source range; a range may run past midnight. */
function holds(record: MetadataRecord, timecode: number): boolean {
  const start = record.sourceStart === null ? null : timecodeOrder(record.sourceStart);
  const end = record.sourceEnd === null ? null : timecodeOrder(record.sourceEnd);
  if (start === null || end === null) return false;
  return start <= end ? start <= timecode && timecode < end : start <= timecode || timecode < end;
}

export function matchRecord(
  records: readonly MetadataRecord[],
  clip: ClipToMatch,
): MetadataRecord | null {
  const start = clip.startTimecode ? timecodeOrder(clip.startTimecode) : null;
  const keys = new Set(nameKeys(clip.filename));
  const byName = records.filter((record) => namedAs(record, keys));
  if (byName.length > 0) {
    return (start !== null && byName.find((record) => holds(record, start))) || byName[0] || null;
  }
  if (!clip.reel?.trim() || start === null) return null;
  return records.find((record) => onReel(record, clip.reel ?? '') && holds(record, start)) ?? null;
}

/**
 * `matchRecord` over many records for many clips: each clip is matched among only the records
 * that name it or its reel, in their order, which gives the same answer.
 */
export function recordMatcher(records: readonly MetadataRecord[]) {
  const byKey = new Map<string, number[]>();
  const add = (key: string, index: number) => {
    const list = byKey.get(key);
    if (list) list.push(index);
    else byKey.set(key, [index]);
  };
  records.forEach((record, index) => {
    for (const key of recordNameKeys(record)) add(`name:${key}`, index);
    for (const reel of recordReels(record)) add(`reel:${reel}`, index);
  });
  return (clip: ClipToMatch): MetadataRecord | null => {
    const keys = [
      ...nameKeys(clip.filename).map((key) => `name:${key}`),
      ...(clip.reel?.trim() ? [`reel:${clip.reel.trim().toLowerCase()}`] : []),
    ];
    const indexes = [...new Set(keys.flatMap((key) => byKey.get(key) ?? []))].sort((a, b) => a - b);
    return matchRecord(
      indexes.flatMap((index) => records[index] ?? []),
      clip,
    );
  };
}
