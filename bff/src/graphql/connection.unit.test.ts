import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { decodeCursor, encodeCursor, pageRequest, toConnection } from './connection.ts';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
  }
  return null;
};

const rows = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
  { id: 'c', name: 'C' },
];
const keyOf = (row: { id: string; name: string }) => [row.name, row.id];

describe('cursor connections', () => {
  it('round-trips an opaque cursor', () => {
    const cursor = encodeCursor(['2026-11-23T09:10:00.000Z', 'a', 3]);
    expect(cursor).not.toContain('2026');
    expect(decodeCursor(cursor)).toEqual(['2026-11-23T09:10:00.000Z', 'a', 3]);
  });

  it.each([
    '',
    'junk',
    encodeCursor(['a']).slice(2),
    Buffer.from('c1:{"a":1}').toString('base64url'),
  ])('refuses the cursor %j', (cursor) => {
    expect(codeOf(() => decodeCursor(cursor))).toBe('VALIDATION_FAILED');
  });

  it('checks the key length when asked', () => {
    expect(codeOf(() => decodeCursor(encodeCursor(['a']), 2))).toBe('VALIDATION_FAILED');
  });

  it('reads first and after', () => {
    expect(pageRequest({})).toEqual({ limit: 50, after: null });
    expect(pageRequest({ first: 2, after: encodeCursor(['B', 'b']) })).toEqual({
      limit: 2,
      after: ['B', 'b'],
    });
    expect(codeOf(() => pageRequest({ first: -1 }))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => pageRequest({ first: 1001 }))).toBe('VALIDATION_FAILED');
  });

  it('builds a page from limit + 1 rows', () => {
    const page = toConnection(rows, { limit: 2, after: null }, keyOf);
    expect(page.edges.map((edge) => edge.node.id)).toEqual(['a', 'b']);
    expect(page.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: encodeCursor(['A', 'a']),
      endCursor: encodeCursor(['B', 'b']),
    });
  });

  it('ends without a next page and reports an empty one', () => {
    const last = toConnection(rows.slice(2), { limit: 2, after: ['B', 'b'] }, keyOf);
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(toConnection([], { limit: 2, after: null }, keyOf).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });
});
