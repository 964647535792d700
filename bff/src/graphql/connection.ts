import { AppError } from '../errors.ts';

/** The position of a row in a sorted list, e.g. `[createdAt, id]`; cursors hide it. */
export type CursorKey = (string | number)[];

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
}

const prefix = 'c1:';

export const encodeCursor = (key: CursorKey): string =>
  Buffer.from(prefix + JSON.stringify(key), 'utf8').toString('base64url');

const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', { field: 'after', rule: 'cursor' }, 'malformed cursor');

const isCursorKey = (value: unknown): value is CursorKey =>
  Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number');

/** The key inside a cursor; junk is VALIDATION_FAILED on `after`. */
export function decodeCursor(cursor: string, length?: number): CursorKey {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(prefix)) throw invalidCursor();
  let key: unknown;
  try {
    key = JSON.parse(text.slice(prefix.length));
  } catch {
    throw invalidCursor();
  }
  if (!isCursorKey(key) || (length !== undefined && key.length !== length)) throw invalidCursor();
  return key;
}

/** Checks `first` (0 to `max`, default `fallback`) and decodes `after`. */
export function pageRequest(
  args: PageArgs,
  {
    fallback = 50,
    max = 1000,
    keyLength,
  }: { fallback?: number; max?: number; keyLength?: number } = {},
): { limit: number; after: CursorKey | null } {
  const limit = args.first ?? fallback;
  if (!Number.isInteger(limit) || limit < 0 || limit > max) {
    throw new AppError('VALIDATION_FAILED', { field: 'first', rule: 'range', max }, 'bad first');
  }
  return { limit, after: args.after ? decodeCursor(args.after, keyLength) : null };
}

export const edgeOf = <T>(node: T, keyOf: (node: T) => CursorKey): Edge<T> => ({
  cursor: encodeCursor(keyOf(node)),
  node,
});

/**
 * Builds a connection from rows fetched with `limit + 1` (the extra row only tells that a next
 * page exists) after the position `after`.
 */
export function toConnection<T>(
  rows: readonly T[],
  page: { limit: number; after: CursorKey | null },
  keyOf: (node: T) => CursorKey,
): Connection<T> {
  const edges = rows.slice(0, page.limit).map((row) => edgeOf(row, keyOf));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > page.limit,
      hasPreviousPage: page.after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
