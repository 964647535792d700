import type pg from 'pg';
import type { Reservations } from './event-store.ts';

/** Reservations as rows keyed by (scope, key): the primary key lets one owner in. */
export function createTableReservations(pool: pg.Pool, table: string): Reservations {
  return {
    async reserve(scope, key, owner) {
      // The no-op update returns the row only when the holder is `owner` (a harmless retry).
      const result = await pool.query(
        `INSERT INTO ${table} AS held (scope, key, owner) VALUES ($1, $2, $3)
         ON CONFLICT (scope, key) DO UPDATE SET owner = held.owner
         WHERE held.owner = excluded.owner
         RETURNING owner`,
        [scope, key, owner],
      );
      return result.rowCount === 1;
    },
    async release(scope, key, owner) {
      await pool.query(`DELETE FROM ${table} WHERE scope = $1 AND key = $2 AND owner = $3`, [
        scope,
        key,
        owner,
      ]);
    },
  };
}
