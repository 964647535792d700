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

/**
 * One LISTEN connection per process on `rushes_checkpoint`. A wait reads the checkpoint table
 * first and then wakes on notifications; after a lost connection it reconnects and reads again.
 */
export function createCheckpointWatcher(
  pool: pg.Pool,
  options: { reconnectMs?: number } = {},
): CheckpointWatcher {
  const waiters = new Set<Waiter>();
  let closed = false;
  let client: pg.Client | null = null;

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
  const refresh = async (list: Waiter[]) => {
    const names = [...new Set(list.flatMap((waiter) => [...waiter.names]))];
    if (names.length === 0) return;
    const seqs = await readCheckpoints(pool, names);
    for (const waiter of list) {
      for (const name of waiter.names) see(waiter, name, seqs.get(name) ?? 0);
    }
  };
  const onNotification = ({ channel, payload = '' }: pg.Notification) => {
    const split = payload.lastIndexOf(':');
    if (channel !== checkpointChannel || split < 0) return;
    const [name, seq] = [payload.slice(0, split), Number(payload.slice(split + 1))];
    for (const waiter of waiters) see(waiter, name, seq);
  };

  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', onNotification);
    const lost = () => {
      if (client !== next) return;
      client = null;
      if (!closed) ready = sleep(options.reconnectMs ?? 1000).then(listen);
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
        // Checkpoints that moved while no connection listened.
        return await refresh([...waiters]).catch(() => {});
      } catch {
        await sleep(options.reconnectMs ?? 1000);
      }
    }
  };
  let ready = listen();

  return {
    waitFor(projectionNames, seq, timeoutMs = 5000) {
      if (projectionNames.length === 0 || closed)
        return Promise.resolve(projectionNames.length === 0);
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = { names: new Set(projectionNames), seq, seen: new Map(), resolve };
        waiter.timer = setTimeout(() => settle(waiter, false), timeoutMs);
        waiters.add(waiter);
        ready.then(() => refresh([waiter])).catch(() => {});
      });
    },
    async close() {
      closed = true;
      for (const waiter of waiters) settle(waiter, false);
      await client?.end().catch(() => {});
      await ready.catch(() => {});
    },
  };
}
