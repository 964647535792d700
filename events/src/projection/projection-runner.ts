import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Commit } from '../envelope.ts';
import type { EventStore } from '../store/event-store.ts';
import { applyBatch } from './apply-batch.ts';
import { readCheckpoint } from './checkpoint.queries.ts';
import type { Projection } from './projection.ts';
import {
  type LockConnection,
  sharedLockConnection,
  tryLockProjection,
  unlockProjection,
} from './projection-lock.ts';

/** The part of a pino logger the runner uses. */
export interface ProjectionLogger {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface ProjectionRunnerOptions<DB> {
  /** Where the read models live; the runner opens one extra connection for its locks. */
  pool: pg.Pool;
  db: Kysely<DB>;
  store: EventStore;
  catalogue: Catalogue;
  projections: readonly Projection<DB>[];
  logger?: ProjectionLogger;
  /** Most commits applied in one transaction (default 500). */
  batchSize?: number;
  /** Wait before a standby runner tries the lock again, or a failed projection restarts (1 s). */
  retryMs?: number;
}

export interface ProjectionRunner {
  stop(): Promise<void>;
}

const consoleLogger: ProjectionLogger = {
  info: () => {},
  error: (data, message) => console.error(message, data),
};

/** Commits handed over by the subscription, taken in batches; a full queue holds the writer. */
function commitQueue(limit: number) {
  const items: Commit[] = [];
  let wakeReader = () => {};
  let wakeWriters: (() => void)[] = [];
  let closed = false;
  const freeWriters = () => {
    for (const wake of wakeWriters) wake();
    wakeWriters = [];
  };
  return {
    async push(commit: Commit) {
      items.push(commit);
      wakeReader();
      while (items.length >= limit && !closed) {
        await new Promise<void>((resolve) => wakeWriters.push(resolve));
      }
    },
    async take(signal: AbortSignal): Promise<Commit[]> {
      while (items.length === 0 && !signal.aborted) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            signal.removeEventListener('abort', wake);
            resolve();
          };
          wakeReader = wake;
          signal.addEventListener('abort', wake);
        });
      }
      const batch = signal.aborted ? [] : items.splice(0, limit);
      freeWriters();
      return batch;
    },
    close() {
      closed = true;
      freeWriters();
    },
  };
}

/** Follows the log from the checkpoint until `stop` aborts or something fails. */
async function runActive<DB>(
  options: ProjectionRunnerOptions<DB>,
  projection: Projection<DB>,
  stop: AbortSignal,
): Promise<void> {
  let seq = await readCheckpoint(options.db, projection.name);
  const queue = commitQueue(options.batchSize ?? 500);
  const subscription = options.store.subscribe(seq, queue.push);
  const ended = subscription.done.then(() => {
    throw new Error('the log subscription ended');
  });
  ended.catch(() => {});
  try {
    while (!stop.aborted) {
      const batch = await Promise.race([queue.take(stop), ended]);
      seq = await applyBatch(options, projection, seq, batch);
    }
  } finally {
    queue.close();
    await subscription.close();
  }
}

/** One attempt: take the lock (or return false) and run until stopped or failed. */
async function runIfLocked<DB>(
  options: ProjectionRunnerOptions<DB>,
  projection: Projection<DB>,
  lock: LockConnection,
  stopping: AbortSignal,
): Promise<boolean> {
  const { name } = projection;
  if (!(await lock.serial((client) => tryLockProjection(client, name)))) return false;
  try {
    options.logger?.info({ projection: name }, `projection ${name} runs in this process`);
    await runActive(options, projection, AbortSignal.any([stopping, lock.lost]));
    if (lock.lost.aborted) throw lock.lost.reason;
    return true;
  } finally {
    // a lost connection let go of its locks already
    if (!lock.lost.aborted) {
      await lock.serial((client) => unlockProjection(client, name)).catch(() => {});
    }
  }
}

async function superviseProjection<DB>(
  options: ProjectionRunnerOptions<DB>,
  projection: Projection<DB>,
  locks: ReturnType<typeof sharedLockConnection>,
  stopping: AbortSignal,
): Promise<void> {
  const retryMs = options.retryMs ?? 1000;
  const logger = options.logger ?? consoleLogger;
  while (!stopping.aborted) {
    try {
      if (await runIfLocked(options, projection, await locks.get(), stopping)) continue;
    } catch (error) {
      if (stopping.aborted) return;
      const { name } = projection;
      const retry = `projection ${name} stopped; it starts again from its checkpoint in ${retryMs} ms`;
      logger.error({ err: error, projection: name }, retry);
    }
    await sleep(retryMs, undefined, { signal: stopping }).catch(() => {});
  }
}

/**
 * Runs each projection where this process holds its advisory lock, and stands by (retrying every
 * `retryMs`) where another process does. A failing `apply` stops its projection, logged, and the
 * projection restarts from its checkpoint after `retryMs`: an event is never skipped.
 */
export function startProjectionRunner<DB>(options: ProjectionRunnerOptions<DB>): ProjectionRunner {
  const stopping = new AbortController();
  const locks = sharedLockConnection(options.pool);
  const loops = options.projections.map((projection) =>
    superviseProjection(options, projection, locks, stopping.signal),
  );
  return {
    async stop() {
      stopping.abort();
      await Promise.all(loops);
      await locks.close();
    },
  };
}
