import { type RawBuilder, sql } from 'kysely';
import type { CursorKey } from '../../graphql/connection.ts';
import { isTimestamp, textsAndId } from '../cursor-keys.ts';

/**
 * The Shares list's orders (media-handling section 2): by name; newest first; by who made them;
 * soonest to expire first, those that never expire last. Links of one maker, or expiring together,
 * go by name; the id settles the rest.
 */
export type LinkOrder = 'NAME' | 'CREATED' | 'CREATED_BY' | 'EXPIRES';

/** A listed link: its row and its creator's name ('' for none). */
export interface ListedLink {
  id: string;
  name: string;
  createdAt: Date;
  expiresAt: Date | null;
  creatorName: string;
}

/** One column of an order: the SQL it sorts on, a link's value there, and a cursor's, back. */
interface Column {
  sql: RawBuilder<unknown>;
  of(link: ListedLink): string;
  /** A cursor's text, already checked, as SQL. */
  value(text: string): RawBuilder<unknown>;
  valid(text: string): boolean;
}

const NEVER = 'infinity';

const asName = (text: string) => sql`${text}::text COLLATE rushes_name`;
const anyText = () => true;

const name: Column = {
  sql: sql`share_link.name COLLATE rushes_name`,
  of: (link) => link.name,
  value: asName,
  valid: anyText,
};
const created: Column = {
  sql: sql`share_link.created_at`,
  of: (link) => link.createdAt.toISOString(),
  value: (text) => sql`${new Date(text)}`,
  valid: isTimestamp,
};
const creator: Column = {
  sql: sql`coalesce(app_user.name, '') COLLATE rushes_name`,
  of: (link) => link.creatorName,
  value: asName,
  valid: anyText,
};
const expiry: Column = {
  sql: sql`coalesce(share_link.expires_at, 'infinity')`,
  of: (link) => link.expiresAt?.toISOString() ?? NEVER,
  value: (text) => (text === NEVER ? sql`'infinity'::timestamptz` : sql`${new Date(text)}`),
  valid: (text) => text === NEVER || isTimestamp(text),
};

const orders: Record<LinkOrder, { columns: Column[]; direction: 'asc' | 'desc' }> = {
  NAME: { columns: [name], direction: 'asc' },
  CREATED: { columns: [created], direction: 'desc' },
  CREATED_BY: { columns: [creator, name], direction: 'asc' },
  EXPIRES: { columns: [expiry, name], direction: 'asc' },
};

/** How long a cursor key of the order is: its columns, then the id. */
export const keyLengthOf = (order: LinkOrder) => orders[order].columns.length + 1;

/** A link's place in the list in `order`: its value in each column, then its id. */
export const listedKey =
  (order: LinkOrder) =>
  (link: ListedLink): CursorKey => [
    ...orders[order].columns.map((column) => column.of(link)),
    link.id,
  ];

/** `order` as SQL: its columns, then the id, all one way. */
export function orderSql(order: LinkOrder) {
  const { columns, direction } = orders[order];
  return { columns: [...columns.map((column) => column.sql), sql`share_link.id`], direction };
}

/**
 * Links past the cursor `key` in `order`, as an SQL condition; null without a key. A key that is
 * not one of the order's is VALIDATION_FAILED on `after`.
 */
export function pastKey(order: LinkOrder, key: CursorKey | null) {
  const { columns, direction } = orders[order];
  const checked = textsAndId(
    key,
    columns.map((column) => column.valid),
  );
  if (checked === null) return null;
  const values = columns.map((column, index) => column.value(checked[index] ?? ''));
  const id = sql`${checked.at(-1)}::uuid`;
  const past = direction === 'desc' ? sql`<` : sql`>`;
  return sql<boolean>`(${sql.join(orderSql(order).columns)}) ${past} (${sql.join([...values, id])})`;
}
