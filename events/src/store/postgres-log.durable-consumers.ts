import type pg from 'pg';
import { pause, raceAbort, runConsumeLoop } from '../consumer/consume-loop.ts';
import { type ConsumerPosition, takeStep } from '../consumer/consumer-position.ts';
import { type ConsumerSettings, consumerSettings } from '../consumer/consumer-settings.ts';
import { createDelivery } from '../consumer/delivery.ts';
import type { Delivery, DurableConsumers } from '../consumer/durable-consumer.ts';
import type { Commit } from '../envelope.ts';
import { toCommit, toSeq } from './commit.codec.ts';
import type { CommitNotifier } from './postgres-log.notifier.ts';
import type { LogTables } from './postgres-log.schema.ts';

interface Deps {
  pool: pg.Pool;
  tables: LogTables;
  notifier: CommitNotifier;
  /** Longest wait for a new commit before reading again (the horizon moves silently). */
  pollMs: number;
}

interface PositionRow {
  acked_seq: string;
  pending_seq: string | null;
  delivery_count: number;
  due_in_ms: number | null;
}

interface CommitRow {
  seq: string;
  stream: string;
  meta: unknown;
  events: unknown;
}

type Taken = { delivery: Delivery } | { waitMs: number } | { idle: true } | { again: true };

/** Longest wait for a pending delivery held by another worker, which may settle it early. */
const maxWaitMs = 1000;

const rowToCommit = (row: CommitRow): Commit =>
  toCommit(toSeq(row.seq), { stream: row.stream, meta: row.meta, events: row.events });

const toPosition = (row: PositionRow): ConsumerPosition => ({
  ackedSeq: toSeq(row.acked_seq),
  pendingSeq: row.pending_seq === null ? null : toSeq(row.pending_seq),
  deliveryCount: row.delivery_count,
  dueInMs: row.due_in_ms ?? 0,
});

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Durable consumers of the embedded log: a row per consumer name holds its position, so one
 * commit at a time is delivered, in seq order, to whichever worker (of any process) takes it
 * first. Taking happens under the row's lock (`FOR UPDATE SKIP LOCKED`); the delivery then
 * holds a lease (`due_at`) that `working()` extends and that, once past, redelivers it.
 */
export function createPostgresLogConsumers(deps: Deps): DurableConsumers {
  const { pool, tables } = deps;
  const guard = `WHERE name = $1 AND pending_seq = $2 AND delivery_count = $3`;
  const finishSql = `UPDATE ${tables.consumers}
    SET acked_seq = pending_seq, pending_seq = NULL, delivery_count = 0, due_at = NULL`;
  const dueSql = `UPDATE ${tables.consumers} SET due_at = now() + $4 * interval '1 millisecond'`;

  const deliver = (settings: ConsumerSettings, commit: Commit, count: number): Delivery => {
    const key = [settings.name, commit.seq, count];
    const finish = async () => {
      await pool.query(`${finishSql} ${guard}`, key);
    };
    return createDelivery(commit, count, settings, {
      ack: finish,
      term: finish,
      nak: async (delayMs) => {
        await pool.query(`${dueSql} ${guard}`, [...key, delayMs]);
      },
      working: async () => {
        await pool.query(`${dueSql} ${guard}`, [...key, settings.ackWaitMs]);
      },
    });
  };

  const lease = (client: pg.PoolClient, settings: ConsumerSettings, seq: number, count: number) =>
    client.query(
      `UPDATE ${tables.consumers} SET pending_seq = $2, delivery_count = $3,
         due_at = now() + $4 * interval '1 millisecond'
       WHERE name = $1`,
      [settings.name, seq, count, settings.ackWaitMs],
    );

  const takeIn = async (client: pg.PoolClient, settings: ConsumerSettings): Promise<Taken> => {
    const { rows } = await client.query<PositionRow>(
      `SELECT acked_seq, pending_seq, delivery_count,
              (extract(epoch FROM due_at - now()) * 1000)::float8 AS due_in_ms
       FROM ${tables.consumers} WHERE name = $1 FOR UPDATE SKIP LOCKED`,
      [settings.name],
    );
    const row = rows[0];
    // Another worker is taking a delivery right now.
    if (!row) return { waitMs: 50 };
    const position = toPosition(row);
    const step = takeStep(position, settings.maxDeliveries);
    const pendingSeq = position.pendingSeq ?? 0;
    switch (step.kind) {
      case 'wait':
        return { waitMs: step.ms };
      case 'giveUp':
        settings.logger.warn(
          { consumer: settings.name, seq: pendingSeq },
          'durable consumer gives a commit up: its last delivery was never settled',
        );
        await client.query(`${finishSql} WHERE name = $1`, [settings.name]);
        return { again: true };
      case 'redeliver': {
        const found = await client.query<CommitRow>(
          `SELECT seq, stream, meta, events FROM ${tables.commits} WHERE seq = $1`,
          [pendingSeq],
        );
        const commit = found.rows[0];
        if (!commit) throw new Error(`commit ${pendingSeq} is not in the log`);
        await lease(client, settings, pendingSeq, position.deliveryCount + 1);
        return { delivery: deliver(settings, rowToCommit(commit), position.deliveryCount + 1) };
      }
      case 'next': {
        // Below the read horizon, like `readAll`: a commit that lands late is never skipped.
        const found = await client.query<CommitRow>(
          `SELECT seq, stream, meta, events FROM ${tables.commits}
           WHERE seq > $1 AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
           ORDER BY seq LIMIT 1`,
          [position.ackedSeq],
        );
        const commit = found.rows[0];
        if (!commit) return { idle: true };
        await lease(client, settings, toSeq(commit.seq), 1);
        return { delivery: deliver(settings, rowToCommit(commit), 1) };
      }
    }
  };

  const take = (settings: ConsumerSettings) => {
    let registered = false;
    return async (signal: AbortSignal): Promise<Delivery | null> => {
      if (!registered) {
        await pool.query(
          `INSERT INTO ${tables.consumers} (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`,
          [settings.name],
        );
        registered = true;
      }
      const seen = deps.notifier.generation;
      const taken = await inTransaction(pool, (client) => takeIn(client, settings));
      if ('delivery' in taken) return taken.delivery;
      if ('waitMs' in taken) await pause(Math.min(taken.waitMs, maxWaitMs), signal);
      if ('idle' in taken) await raceAbort(deps.notifier.wait(seen, deps.pollMs), signal);
      return null;
    };
  };

  return {
    consume(options, handler) {
      const settings = consumerSettings(options);
      return runConsumeLoop(take(settings), handler, settings);
    },
  };
}
