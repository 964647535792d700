import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { checkpointChannel, readCheckpoints } from './checkpoint.queries.ts';

/** Read-your-writes: wait until projections, whichever process runs them, have passed a seq. */
export interface CheckpointWatcher {
  /** True as soon as every named checkpoint is at `seq` or past it; false after `timeoutMs`. */
  waitFor(projectionNames: string[], seq: number, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Waiter {
  names: Set<string>;
  seq: number;
  seen: Map<string, number>;
  resolve(caughtUp: boolean): void;
  timer?: NodeJS.Timeout;
}

/** The pending waits, told of checkpoints by notifications and by reads of the table. */
function pendingWaits(pool: pg.Pool) {
  const waiters = new Set<Waiter>();
  const settle = (waiter: Waiter, caughtUp: boolean) => {
    if (!waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    waiter.resolve(caughtUp);
  };
  const see = (waiter: Waiter, name: string, seq: number) => {
    if (!waiter.names.has(name)) return;
    waiter.seen.set(name, Math.max(seq, waiter.seen.get(name) ?? 0));
    if ([...waiter.names].every((n) => (waiter.seen.get(n) ?? 0) >= waiter.seq))
      settle(waiter, true);
  };
  return {
    add(names: string[], seq: number, timeoutMs: number, resolve: (caughtUp: boolean) => void) {
      const waiter: Waiter = { names: new Set(names), seq, seen: new Map(), resolve };
      waiter.timer = setTimeout(() => settle(waiter, false), timeoutMs);
      waiters.add(waiter);
      return waiter;
    },
    notified(name: string, seq: number) {
      for (const waiter of waiters) see(waiter, name, seq);
    },
    /** Reads the checkpoints of `list` (default: every pending wait) from the table. */
    async refresh(list: Waiter[] = [...waiters]) {
      const names = [...new Set(list.flatMap((waiter) => [...waiter.names]))];
      if (names.length === 0) return;
      const seqs = await readCheckpoints(pool, names);
      for (const waiter of list) {
        for (const name of waiter.names) see(waiter, name, seqs.get(name) ?? 0);
      }
    },
    cancelAll() {
      for (const waiter of waiters) settle(waiter, false);
    },
  };
}

/**
 * A LISTEN connection that comes back after it is lost; `onListening` runs each time it (re)starts
 * listening, `ready()` settles once it listens.
 */
function keepListening(
  pool: pg.Pool,
  reconnectMs: number,
  onNotification: (payload: string) => void,
  onListening: () => Promise<void>,
) {
  let closed = false;
  let client: pg.Client | null = null;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', ({ channel, payload }) => {
      if (channel === checkpointChannel && payload) onNotification(payload);
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      if (!closed) ready = sleep(reconnectMs).then(listen);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${checkpointChannel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    if (closed) await next.end();
  };
  const listen = async (): Promise<void> => {
    while (!closed) {
      try {
        await connect();
        return await onListening().catch(() => {});
      } catch {
        await sleep(reconnectMs);
      }
    }
  };
  let ready = listen();
  return {
    ready: () => ready,
    async close() {
      closed = true;
      await client?.end().catch(() => {});
      await ready.catch(() => {});
    },
  };
}

/**
 * One LISTEN connection per process on `rushes_checkpoint`. A wait reads the checkpoint table
 * first and then wakes on notifications; after a lost connection it reconnects and reads again.
 */
export function createCheckpointWatcher(
  pool: pg.Pool,
  options: { reconnectMs?: number } = {},
): CheckpointWatcher {
  const waits = pendingWaits(pool);
  let closed = false;
  const onNotification = (payload: string) => {
    const split = payload.lastIndexOf(':');
    if (split > 0) waits.notified(payload.slice(0, split), Number(payload.slice(split + 1)));
  };
  // Checkpoints that moved while no connection listened are read from the table.
  const listener = keepListening(pool, options.reconnectMs ?? 1000, onNotification, () =>
    waits.refresh(),
  );
  return {
    waitFor(projectionNames, seq, timeoutMs = 5000) {
      if (projectionNames.length === 0 || closed)
        return Promise.resolve(projectionNames.length === 0);
      return new Promise<boolean>((resolve) => {
        const waiter = waits.add(projectionNames, seq, timeoutMs, resolve);
        listener
          .ready()
          .then(() => waits.refresh([waiter]))
          .catch(() => {});
      });
    },
    async close() {
      closed = true;
      waits.cancelAll();
      await listener.close();
    },
  };
}
