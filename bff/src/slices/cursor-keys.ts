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

/**
 * A decoded cursor key of texts and then an id, each text checked by its own of `checks`: keys of
 * lists ordered by more than one column.
 */
export function textsAndId(key: CursorKey | null, checks: readonly ((text: string) => boolean)[]) {
  if (key === null) return null;
  const texts = key.slice(0, -1);
  const id = key.at(-1);
  const valid =
    texts.length === checks.length &&
    texts.every((text, index) => typeof text === 'string' && checks[index]?.(text)) &&
    typeof id === 'string' &&
    uuid.test(id);
  if (!valid) throw badCursor();
  return key as string[];
}

export const isTimestamp = (text: string): boolean => !Number.isNaN(Date.parse(text));
