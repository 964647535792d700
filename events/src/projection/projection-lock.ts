import pg from 'pg';

const lockKey = (projection: string) => `rushes:projection:${projection}`;

/** A connection that holds projections' advisory locks; `lost` aborts when it fails or ends. */
export interface LockConnection {
  client: pg.Client;
  lost: AbortSignal;
  /** Runs `task` on the client after those given before: one query at a time on it. */
  serial<T>(task: (client: pg.Client) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A connection of its own that holds projections' advisory locks; ending it (or losing it) lets
 * them go. `lost` aborts when the connection fails.
 */
export async function openLockConnection(pool: pg.Pool): Promise<LockConnection> {
  const client = new pg.Client(pool.options);
  const lost = new AbortController();
  client.on('error', (error) => lost.abort(error));
  client.on('end', () => lost.abort(new Error('lock connection ended')));
  await client.connect();
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: (on: pg.Client) => Promise<T>) => {
    const run = tail.then(
      () => task(client),
      () => task(client),
    );
    tail = run.catch(() => {});
    return run;
  };
  return { client, lost: lost.signal, serial, close: () => client.end().catch(() => {}) };
}

/**
 * One lock connection shared by every projection of a runner (advisory locks are held per
 * session, so one connection holds them all): a process costs the database one connection for
 * its locks, not one per projection. Opened on first use, and again after it was lost.
 */
export function sharedLockConnection(pool: pg.Pool) {
  let current: Promise<LockConnection> | null = null;
  const open = () => {
    const opening = openLockConnection(pool);
    // a failed attempt is not kept: the next caller tries again
    opening.catch(() => {
      if (current === opening) current = null;
    });
    current = opening;
    return opening;
  };
  return {
    async get(): Promise<LockConnection> {
      for (;;) {
        const attempt = current ?? open();
        const connection = await attempt;
        if (!connection.lost.aborted) return connection;
        // lost: the first to see it lets it go, and every caller waits for the same new one
        if (current === attempt) current = null;
      }
    },
    async close(): Promise<void> {
      const connection = await current?.catch(() => null);
      current = null;
      await connection?.close();
    },
  };
}

export async function tryLockProjection(client: pg.Client, projection: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked',
    [lockKey(projection)],
  );
  return rows[0]?.locked === true;
}

/** Waits as long as another process holds the lock. */
export async function lockProjection(client: pg.Client, projection: string): Promise<void> {
  await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockKey(projection)]);
}

/** Lets another process take the projection, the connection staying open for the others. */
export async function unlockProjection(client: pg.Client, projection: string): Promise<void> {
  await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(projection)]);
}
