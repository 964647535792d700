import type pg from 'pg';
import { trackWorkers } from '../consumer/consume-loop.ts';
import type { Commit, EventMeta, StoredEvent } from '../envelope.ts';
import { assertStreamName, toCommit, toSeq } from './commit.codec.ts';
import {
  type AppendResult,
  type EventStore,
  StreamVersionConflict,
  type Subscription,
} from './event-store.ts';
import { createPostgresLogConsumers } from './postgres-log.durable-consumers.ts';
import { createCommitNotifier } from './postgres-log.notifier.ts';
import { createTableReservations } from './postgres-log.reservations.ts';
import { createLogTables, type LogTables, logLockSql, logTables } from './postgres-log.schema.ts';
import { pollLog } from './postgres-log.subscription.ts';

export interface PostgresLogEventStoreOptions {
  pool: pg.Pool;
  /** Default `event_log`. */
  schema?: string;
  /** Longest wait between two reads of an idle subscription; default 250 ms. */
  pollIntervalMs?: number;
}

interface CommitRow {
  seq: string;
  stream: string;
  meta: unknown;
  events: unknown;
}

const rowToCommit = (row: CommitRow): Commit =>
  toCommit(toSeq(row.seq), { stream: row.stream, meta: row.meta, events: row.events });

/**
 * The embedded log: one row per commit in PostgreSQL. The caller owns the pool; `close` stops
 * the subscriptions and lets go of the LISTEN connection.
 */
export async function createPostgresLogEventStore(
  options: PostgresLogEventStoreOptions,
): Promise<EventStore> {
  const { pool } = options;
  const tables = logTables(options.schema ?? 'event_log');
  await createLogTables(pool, tables);
  const notifier = createCommitNotifier(pool, tables.channel);
  const subscriptions = new Set<Subscription>();
  const pollMs = options.pollIntervalMs ?? 250;
  const workers = trackWorkers(
    createPostgresLogConsumers({ pool, tables, notifier, pollMs }).consume,
  );

  // Only rows of transactions older than every open one: a transaction that took an earlier seq
  // and commits late is still running, so nothing after it can be read (and then skipped) yet.
  // Row by row this holds because a writer's xid and seq are both taken under the log lock, so
  // a later seq always has a later xid.
  const readAll = async (afterSeq: number, limit: number) => {
    const result = await pool.query<CommitRow>(
      `SELECT seq, stream, meta, events FROM ${tables.commits}
       WHERE seq > $1 AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY seq LIMIT $2`,
      [afterSeq, limit],
    );
    return result.rows.map(rowToCommit);
  };

  return {
    append: (stream, events, appendOptions) => append(pool, tables, stream, events, appendOptions),
    // Everything committed: appends check the expected seq under the log lock, so a command must
    // see the newest commit even while the read horizon waits for an unrelated transaction.
    async readStream(stream) {
      assertStreamName(stream);
      const result = await pool.query<CommitRow>(
        `SELECT seq, stream, meta, events FROM ${tables.commits} WHERE stream = $1 ORDER BY seq`,
        [stream],
      );
      const commits = result.rows.map(rowToCommit);
      return { commits, lastSeq: commits.at(-1)?.seq ?? 0 };
    },
    readAll,
    subscribe(afterSeq, onCommit) {
      const subscription = pollLog(readAll, notifier, pollMs, afterSeq, onCommit);
      subscriptions.add(subscription);
      subscription.done.finally(() => subscriptions.delete(subscription)).catch(() => {});
      return subscription;
    },
    async headSeq() {
      const result = await pool.query<{ seq: string | null }>(
        `SELECT max(seq) AS seq FROM ${tables.commits}`,
      );
      return toSeq(result.rows[0]?.seq);
    },
    reservations: createTableReservations(pool, tables.reservations),
    consumers: workers.consumers,
    async close() {
      await workers.stopAll();
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await notifier.close();
    },
  };
}

async function append(
  pool: pg.Pool,
  tables: LogTables,
  stream: string,
  events: StoredEvent[],
  { expectedSeq, meta }: { expectedSeq: number; meta: EventMeta },
): Promise<AppendResult> {
  assertStreamName(stream);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(logLockSql, [tables.schema]);
    const known = await client.query<{ seq: string; last: string | null }>(
      `SELECT (SELECT seq FROM ${tables.commits} WHERE command_id = $1) AS seq,
              (SELECT max(seq) FROM ${tables.commits} WHERE stream = $2) AS last`,
      [meta.commandId, stream],
    );
    const row = known.rows[0];
    if (row?.seq) {
      await client.query('COMMIT');
      return { seq: toSeq(row.seq), duplicate: true };
    }
    if (toSeq(row?.last) !== expectedSeq) throw new StreamVersionConflict(stream, expectedSeq);
    const inserted = await client.query<{ seq: string }>(
      `WITH inserted AS (
         INSERT INTO ${tables.commits} (stream, command_id, meta, events)
         VALUES ($1, $2, $3, $4) RETURNING seq
       )
       SELECT seq, pg_notify($5, seq::text) FROM inserted`,
      [stream, meta.commandId, JSON.stringify(meta), JSON.stringify(events), tables.channel],
    );
    await client.query('COMMIT');
    return { seq: toSeq(inserted.rows[0]?.seq), duplicate: false };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
