import { uniqueName } from '@rushes/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { EventStore } from '../store/event-store.ts';
import { type CheckpointWatcher, createCheckpointWatcher } from './checkpoint-watcher.ts';
import type { Projection } from './projection.ts';
import { type ProjectionLogger, startProjectionRunner } from './projection-runner.ts';
import {
  appendTicks,
  openTickSite,
  type TickDb,
  type TickSite,
  tickCatalogue,
  tickProjection,
} from './tick.fixture.ts';

const { databaseUrl } = inject('services');
let site: TickSite;
let watcher: CheckpointWatcher;
/** Each test's own log, in its own schema. */
let log: string;
let store: EventStore;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  site = await openTickSite(databaseUrl);
  watcher = createCheckpointWatcher(site.admin);
});
beforeEach(async () => {
  errors.length = 0;
  log = uniqueName('log');
  store = await site.openStore(site.admin, log);
});
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await store.close();
});
afterAll(async () => {
  await watcher.close();
  await site.close();
});

const errors: unknown[] = [];
const logger: ProjectionLogger = { info: () => {}, error: (data) => errors.push(data) };

/** A runner as one process would run it: its own pool, store and Kysely. */
async function startProcess(
  projection: Projection<TickDb> | Projection<TickDb>[],
  name = uniqueName('proc'),
) {
  const pool = site.openPool(name);
  const processStore = await site.openStore(pool, log);
  const runner = startProjectionRunner({
    pool,
    db: site.openDb(pool),
    store: processStore,
    catalogue: tickCatalogue,
    projections: [projection].flat(),
    logger,
    batchSize: 4,
    retryMs: 50,
  });
  const stop = async () => {
    await runner.stop();
    await processStore.close();
  };
  stops.push(stop);
  return { name, stop };
}

const expectedTicks = (count: number) => Array.from({ length: count }, (_, n) => n);

describe('startProjectionRunner', () => {
  it('applies every handled event once and checkpoints ignored commits too', async () => {
    const [name, table] = [uniqueName('p'), await site.createTickTable()];
    const before = await appendTicks(store, 0, 20);
    await startProcess(tickProjection(name, table));
    expect(await watcher.waitFor([name], before, 20_000)).toBe(true);
    const head = await appendTicks(store, 20, 10);
    expect(await watcher.waitFor([name], head, 20_000)).toBe(true);
    expect((await site.ticks(table)).map((row) => row.n)).toEqual(expectedTicks(30));
    expect(await site.checkpoint(name)).toBe(await store.headSeq());
  });

  it('resumes after a crash without applying any event twice', async () => {
    const [name, table] = [uniqueName('p'), await site.createTickTable()];
    const head = await appendTicks(store, 100, 30);
    let reached = () => {};
    const atTick = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (n: number) => {
      if (n !== 115) return;
      reached();
      await held;
    };
    const first = await startProcess(tickProjection(name, table, hold));
    await atTick;
    await site.killConnections(first.name);
    release();
    await first.stop();

    const checkpoint = (await site.checkpoint(name)) ?? 0;
    const applied = await site.ticks(table);
    expect(checkpoint).toBeLessThan(head);
    expect(applied.every((row) => row.seq <= checkpoint)).toBe(true);
    expect(applied.map((row) => row.n)).not.toContain(115);

    await startProcess(tickProjection(name, table));
    expect(await watcher.waitFor([name], head, 20_000)).toBe(true);
    const all = await site.ticks(table);
    expect(all.map((row) => row.n)).toEqual(expectedTicks(30).map((n) => n + 100));
  });

  it('runs a projection in one process at a time; another takes over when it stops', async () => {
    const [name, table] = [uniqueName('p'), await site.createTickTable()];
    const appliedBy: string[] = [];
    const tracked = (process: string) =>
      tickProjection(name, table, async () => {
        appliedBy.push(process);
      });
    const one = await startProcess(tracked('one'), uniqueName('one'));
    const two = await startProcess(tracked('two'), uniqueName('two'));
    const first = await appendTicks(store, 200, 20);
    expect(await watcher.waitFor([name], first, 20_000)).toBe(true);
    const active = new Set(appliedBy);
    expect(active.size).toBe(1);
    // The standby never even tried a batch (the checkpoint fence would have failed it, logged).
    expect(errors).toEqual([]);

    await (active.has('one') ? one : two).stop();
    appliedBy.length = 0;
    const second = await appendTicks(store, 220, 10);
    expect(await watcher.waitFor([name], second, 20_000)).toBe(true);
    expect(new Set(appliedBy)).toEqual(new Set([active.has('one') ? 'two' : 'one']));
    expect(errors).toEqual([]);
    expect((await site.ticks(table)).map((row) => row.n)).toEqual(
      expectedTicks(30).map((n) => n + 200),
    );
  });

  it("holds all its projections' locks on one connection, and opens another when that one is lost", async () => {
    const names = [uniqueName('p'), uniqueName('p'), uniqueName('p')];
    const tables = await Promise.all(names.map(() => site.createTickTable()));
    const process = await startProcess(
      names.map((name, index) => tickProjection(name, tables[index] ?? '')),
    );
    const first = await appendTicks(store, 400, 10);
    expect(await watcher.waitFor(names, first, 20_000)).toBe(true);
    const holders = async () => {
      const { rows } = await site.admin.query<{ pid: number; locks: string }>(
        `SELECT l.pid, count(*) AS locks FROM pg_locks l JOIN pg_stat_activity a USING (pid)
         WHERE l.locktype = 'advisory' AND a.application_name = $1 GROUP BY l.pid`,
        [process.name],
      );
      return rows.map((row) => Number(row.locks));
    };
    expect(await holders()).toEqual([3]);

    await site.killConnections(process.name);
    const second = await appendTicks(store, 410, 10);
    expect(await watcher.waitFor(names, second, 20_000)).toBe(true);
    expect(await holders()).toEqual([3]);
    for (const table of tables) {
      expect((await site.ticks(table)).map((row) => row.n)).toEqual(
        expectedTicks(20).map((n) => n + 400),
      );
    }
  });

  it('stops a failing projection with a logged error and retries without skipping', async () => {
    const [name, table] = [uniqueName('p'), await site.createTickTable()];
    let failures = 2;
    const flaky = async (n: number) => {
      if (n === 307 && failures-- > 0) throw new Error('projection bug');
    };
    const head = await appendTicks(store, 300, 12);
    await startProcess(tickProjection(name, table, flaky));
    expect(await watcher.waitFor([name], head, 20_000)).toBe(true);
    expect(errors).toEqual([
      expect.objectContaining({
        projection: name,
        err: expect.objectContaining({ message: 'projection bug' }),
      }),
      expect.objectContaining({ projection: name }),
    ]);
    expect((await site.ticks(table)).map((row) => row.n)).toEqual(
      expectedTicks(12).map((n) => n + 300),
    );
  });
});
