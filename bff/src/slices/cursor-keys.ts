import { appError } from '../errors.ts';
import type { CursorKey } from '../graphql/connection.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badCursor = () => appError('VALIDATION_FAILED', { field: 'after', rule: 'cursor' });

/** A decoded `[text, id]` cursor key, checked before it reaches SQL. */
export function textAndId(key: CursorKey | null, isText: (text: string) => boolean = () => true) {
  if (key === null) return null;
  const [text, id] = key;
  if (typeof text !== 'string' || !isText(text) || typeof id !== 'string' || !uuid.test(id)) {
    throw badCursor();
  }
  return [text, id] satisfies [string, string];
}

export const isTimestamp = (text: string): boolean => !Number.isNaN(Date.parse(text));
