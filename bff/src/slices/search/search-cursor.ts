/** Where a search's hit sits in its list, as a cursor: its score, group, name and id. */
import { appError } from '../../errors.ts';
import { type CursorKey, encodeCursor } from '../../graphql/connection.ts';
import { type SearchHit, type SearchPosition, searchKinds } from './search.port.ts';

/** How many parts a search cursor's key has. */
export const SEARCH_CURSOR_LENGTH = 4;

export const searchCursor = (hit: SearchHit): string =>
  encodeCursor([hit.score, hit.kind, hit.name, hit.id]);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where a cursor points; junk is VALIDATION_FAILED on `after`. */
export function searchPosition([score, kind, name, id]: CursorKey): SearchPosition {
  const known = searchKinds.find((each) => each === kind);
  const valid = typeof score === 'number' && Number.isFinite(score) && typeof name === 'string';
  if (!valid || !known || !uuid.test(String(id))) {
    throw appError('VALIDATION_FAILED', { field: 'after', rule: 'cursor' });
  }
  return { score, kind: known, name, id: String(id) };
}
