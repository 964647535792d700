import pg from 'pg';

const lockKey = (projection: string) => `rushes:projection:${projection}`;

/**
 * A connection of its own that holds projections' advisory locks; ending it (or losing it) lets
 * them go. `lost` aborts when the connection fails.
 */
export async function openLockConnection(pool: pg.Pool): Promise<{
  client: pg.Client;
  lost: AbortSignal;
  close(): Promise<void>;
}> {
  const client = new pg.Client(pool.options);
  const lost = new AbortController();
  client.on('error', (error) => lost.abort(error));
  client.on('end', () => lost.abort(new Error('lock connection ended')));
  await client.connect();
  return { client, lost: lost.signal, close: () => client.end().catch(() => {}) };
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
