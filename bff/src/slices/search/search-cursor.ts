/**
 * Where a search's hit sits in its list, as a cursor: its score, group, name and id, and whether
 * it is among the hits ranked (1) or the rest of a capped group, listed after them by name (0).
 */
import { appError } from '../../errors.ts';
import { type CursorKey, encodeCursor } from '../../graphql/connection.ts';
import { positionOf, type SearchHit, type SearchPosition, searchKinds } from './search.port.ts';

/** How many parts a search cursor's key has. */
export const SEARCH_CURSOR_LENGTH = 5;

export function searchCursor(hit: SearchHit): string {
  const { score, kind, name, id, ranked } = positionOf(hit);
  return encodeCursor([score, kind, name, id, ranked ? 1 : 0]);
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where a cursor points; junk is VALIDATION_FAILED on `after`. */
export function searchPosition([score, kind, name, id, ranked]: CursorKey): SearchPosition {
  const known = searchKinds.find((each) => each === kind);
  const valid =
    typeof score === 'number' &&
    Number.isFinite(score) &&
    typeof name === 'string' &&
    (ranked === 0 || ranked === 1);
  if (!valid || !known || !uuid.test(String(id))) {
    throw appError('VALIDATION_FAILED', { field: 'after', rule: 'cursor' });
  }
  return { ranked: ranked === 1, score, kind: known, name, id: String(id) };
}
