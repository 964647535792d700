import { randomUUID } from 'node:crypto';
import { createTestDatabase, uniqueName } from '@rushes/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { appendMany, testEvent, testMeta } from './event-store.contract.ts';
import type { EventStore } from './event-store.ts';
import { createPostgresLogEventStore } from './postgres-log.event-store.ts';

const { databaseUrl } = inject('services');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let schema: string;
let store: EventStore;
const openTransactions = new Set<pg.PoolClient>();

beforeAll(async () => {
  database = await createTestDatabase(databaseUrl);
});
afterAll(async () => {
  await database?.drop();
});
beforeEach(async () => {
  pool = new pg.Pool({ connectionString: database.url });
  // pg-pool's end() resolves before its sockets close; the database's forced drop can still
  // reach one of them, which must not surface as an unhandled error.
  pool.on('error', () => {});
  schema = uniqueName('log');
  store = await createPostgresLogEventStore({ pool, schema });
});
afterEach(async () => {
  for (const client of openTransactions) {
    await client.query('ROLLBACK');
    client.release();
  }
  openTransactions.clear();
  await store.close();
  await pool.end();
});

/**
 * A writer that bypasses `append` (and so its lock): it takes a seq now and commits when told,
 * the interleaving the reader's horizon has to survive whoever writes the table.
 */
async function beginSlowAppend(stream: string) {
  const client = await pool.connect();
  openTransactions.add(client);
  await client.query('BEGIN');
  const { rows } = await client.query<{ seq: string }>(
    `INSERT INTO "${schema}".commits (stream, command_id, meta, events)
     VALUES ($1, $2, $3, $4) RETURNING seq`,
    [stream, randomUUID(), JSON.stringify(testMeta()), JSON.stringify([testEvent(99, 'slow')])],
  );
  return {
    seq: Number(rows[0]?.seq),
    async commit() {
      openTransactions.delete(client);
      await client.query('COMMIT');
      client.release();
    },
  };
}

it('never lets a subscriber skip a commit whose transaction commits late', async () => {
  const [before = 0] = await appendMany(store, 'folder.before', 1);
  const slowA = await beginSlowAppend('folder.slow-a');
  const fastA = await appendMany(store, 'folder.fast', 2);
  const slowB = await beginSlowAppend('folder.slow-b');
  const fastB = await appendMany(store, 'folder.fast', 2, 2);
  const order = [before, slowA.seq, ...fastA, slowB.seq, ...fastB];
  // Each slow transaction holds a seq below commits that land before it does.
  expect(order).toEqual(order.toSorted((a, b) => a - b));

  // The guard itself: commits past an open transaction are acknowledged but not yet readable.
  const readable = (await store.readAll(0, 100)).map((commit) => commit.seq);
  expect(readable.every((seq) => seq < slowA.seq)).toBe(true);

  // The subscriber reads the log after every fast commit landed: without the guard, that read
  // would carry it past both slow seqs for good.
  const seen: number[] = [];
  const arrivals = new Map<string, () => void>();
  const arrival = (stream: string) => new Promise<void>((resolve) => arrivals.set(stream, resolve));
  const firstRead = arrival('folder.before');
  const lastRead = arrival('folder.after');
  const subscription = store.subscribe(0, async (commit) => {
    seen.push(commit.seq);
    arrivals.get(commit.stream)?.();
  });
  await firstRead;
  await slowB.commit();
  await slowA.commit();
  // A commit after both: once it is delivered, a skipped one would be gone for good.
  const [last] = await appendMany(store, 'folder.after', 1);
  await lastRead;
  await subscription.close();

  expect(seen).toEqual([...order, last]);
});

it('keeps a command able to append while the read horizon waits for a slow transaction', async () => {
  const slow = await beginSlowAppend('folder.slow');
  const [first = 0] = await appendMany(store, 'folder.busy', 1);
  const { lastSeq } = await store.readStream('folder.busy');
  expect(lastSeq).toBe(first);
  await expect(
    store.append('folder.busy', [testEvent(1)], { expectedSeq: lastSeq, meta: testMeta() }),
  ).resolves.toMatchObject({ duplicate: false });
  await slow.commit();
});
