import type pg from 'pg';

/**
 * Wake-ups for the log's pollers: one LISTEN connection per store, shared by its subscriptions.
 * `generation` counts notifications, so a poller that read the log after seeing generation `n`
 * can wait for "anything after n" without missing one that arrived while it was reading.
 */
export interface CommitNotifier {
  readonly generation: number;
  /** Resolves on the first notification after `seen` (at once if there was one) or after `ms`. */
  wait(seen: number, ms: number): Promise<void>;
  close(): Promise<void>;
}

export function createCommitNotifier(pool: pg.Pool, channel: string): CommitNotifier {
  let generation = 0;
  let closed = false;
  let listener: Promise<(() => void) | null> | null = null;
  const waiters = new Set<() => void>();

  const wake = () => {
    generation++;
    for (const resolve of waiters) resolve();
    waiters.clear();
  };

  /** Connects, listens, and returns how to let go of the connection (destroyed, never pooled). */
  const listen = async (): Promise<() => void> => {
    const client = await pool.connect();
    let released = false;
    const drop = () => {
      if (released) return;
      released = true;
      listener = null;
      client.release(true);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) wake();
    });
    // A lost connection is replaced on the next wait; until then the pollers' timers carry on.
    client.on('error', drop);
    try {
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      drop();
      throw error;
    }
    return drop;
  };

  const ensureListening = () => {
    if (listener || closed) return;
    listener = listen().catch(() => null);
  };

  return {
    get generation() {
      return generation;
    },
    wait(seen, ms) {
      ensureListening();
      if (seen !== generation || closed) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
      });
    },
    async close() {
      closed = true;
      wake();
      const drop = await listener;
      drop?.();
    },
  };
}
