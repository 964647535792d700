import { cloudEventId, cloudEventType, publicCatalogue } from '@rushes/events';

/**
 * A place in the log: the `index`th event of commit `seq`. The feed's cursor is the id of the
 * last event a reader was given (or passed over): `<seq>-<index>`, as a CloudEvent's id.
 */
export interface FeedPosition {
  seq: number;
  index: number;
}

/** Before the first event of the log. */
export const beginning: FeedPosition = { seq: 0, index: 0 };

export const formatPosition = ({ seq, index }: FeedPosition) => cloudEventId(seq, index);

/** A cursor the feed gave out; null for anything else. */
export function parsePosition(cursor: string): FeedPosition | null {
  const match = /^(\d{1,15})-(\d{1,6})$/.exec(cursor);
  if (!match) return null;
  return { seq: Number(match[1]), index: Number(match[2]) };
}

export const isAfter = (a: FeedPosition, b: FeedPosition) =>
  a.seq > b.seq || (a.seq === b.seq && a.index > b.index);

/**
 * Which events a reader asked for, by CloudEvents type: `io.rushes.comment.added.v1` for one
 * version, `io.rushes.comment.added` for every version; the first name that is not a public
 * event's type otherwise.
 */
export type TypeFilter = (name: string, version: number) => boolean;

export function parseTypes(list: string): TypeFilter | { unknown: string } {
  const wanted = new Set(
    list
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean),
  );
  const known = new Set<string>();
  for (const mapping of publicCatalogue.mappings) {
    const { type, latest } = mapping.event;
    known.add(`io.rushes.${type}`);
    for (let version = 1; version <= latest; version++) known.add(cloudEventType(type, version));
  }
  const unknown = [...wanted].find((type) => !known.has(type));
  if (unknown !== undefined) return { unknown };
  return (name, version) =>
    wanted.has(`io.rushes.${name}`) || wanted.has(cloudEventType(name, version));
}
