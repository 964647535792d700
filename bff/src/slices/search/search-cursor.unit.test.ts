import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../graphql/connection.ts';
import { positionOf, type SearchHit } from './search.port.ts';
import { SEARCH_CURSOR_LENGTH, searchCursor, searchPosition } from './search-cursor.ts';

const hit: SearchHit = {
  kind: 'asset',
  id: '6f1c2a8e-8d1b-4c55-9a51-1d2f3e4a5b6c',
  name: 'A003C012.mov',
  score: 1.25,
  ranked: true,
  matches: [],
};

describe('search cursor', () => {
  it('points where the hit sits, among those ranked or the rest', () => {
    for (const ranked of [true, false]) {
      const cursor = searchCursor({ ...hit, ranked });
      const position = searchPosition(decodeCursor(cursor, SEARCH_CURSOR_LENGTH));
      expect(position).toEqual(positionOf({ ...hit, ranked }));
    }
  });

  it('refuses a cursor that says neither', () => {
    const { score, kind, name, id } = hit;
    for (const part of [2, 'ranked', -1]) {
      const key = decodeCursor(encodeCursor([score, kind, name, id, part]));
      expect(() => searchPosition(key)).toThrow(
        expect.objectContaining({
          code: 'VALIDATION_FAILED',
          data: { field: 'after', rule: 'cursor' },
        }),
      );
    }
  });
});
