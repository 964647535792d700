import type pg from 'pg';

/** Qualified names of one log's tables, its notification channel and its lock. */
export interface LogTables {
  schema: string;
  commits: string;
  reservations: string;
  consumers: string;
  channel: string;
}

export function logTables(schema: string): LogTables {
  if (!/^[a-z_][a-z0-9_]{0,47}$/.test(schema)) throw new Error(`invalid log schema '${schema}'`);
  return {
    schema,
    commits: `"${schema}".commits`,
    reservations: `"${schema}".reservations`,
    consumers: `"${schema}".consumers`,
    channel: `${schema}_commits`,
  };
}

/**
 * One lock per log, in the two-key advisory space so it cannot meet a single-key lock taken
 * elsewhere (projection runners). Every append holds it: seq order is commit order.
 */
export const logLockSql = `SELECT pg_advisory_xact_lock(hashtext('rushes.event_log'), hashtext($1))`;

/** Creates the log's tables when missing; the lock keeps two starting processes apart. */
export async function createLogTables(pool: pg.Pool, tables: LogTables): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(logLockSql, [tables.schema]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${tables.schema}"`);
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${tables.commits} (
        seq bigserial PRIMARY KEY,
        stream text NOT NULL,
        command_id text NOT NULL UNIQUE,
        meta jsonb NOT NULL,
        events jsonb NOT NULL,
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
    await client.query(
      `CREATE INDEX IF NOT EXISTS commits_stream_seq ON ${tables.commits} (stream, seq)`,
    );
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${tables.reservations} (
        scope text NOT NULL,
        key text NOT NULL,
        owner text NOT NULL,
        PRIMARY KEY (scope, key)
      )`);
    // A durable consumer: every commit up to acked_seq is done; pending_seq is being delivered
    // (delivery number delivery_count) and is due for redelivery at due_at.
    await client.query(`
      CREATE TABLE IF NOT EXISTS ${tables.consumers} (
        name text PRIMARY KEY,
        acked_seq bigint NOT NULL DEFAULT 0,
        pending_seq bigint,
        delivery_count integer NOT NULL DEFAULT 0,
        due_at timestamptz
      )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
