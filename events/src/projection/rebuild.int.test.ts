import { uniqueName } from '@rushes/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { EventStore } from '../store/event-store.ts';
import { type CheckpointWatcher, createCheckpointWatcher } from './checkpoint-watcher.ts';
import type { Projection } from './projection.ts';
import { startProjectionRunner } from './projection-runner.ts';
import { rebuildProjections } from './rebuild.ts';
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
let store: EventStore;
let watcher: CheckpointWatcher;

beforeAll(async () => {
  site = await openTickSite(databaseUrl);
  watcher = createCheckpointWatcher(site.admin);
});
beforeEach(async () => {
  store = await site.openStore(site.admin, uniqueName('log'));
});
afterEach(async () => {
  await store.close();
});
afterAll(async () => {
  await watcher.close();
  await site.close();
});

const deps = () => ({
  pool: site.admin,
  db: site.openDb(site.admin),
  store,
  catalogue: tickCatalogue,
});

function run(projections: Projection<TickDb>[]) {
  return startProjectionRunner({ ...deps(), projections, batchSize: 7, retryMs: 50 });
}

describe('rebuildProjections', () => {
  it('replays the whole log into fresh tables that equal the live ones', async () => {
    const live = tickProjection(uniqueName('live'), await site.createTickTable());
    const fresh = tickProjection(uniqueName('fresh'), await site.createTickTable());
    const runner = run([live]);
    const head = await appendTicks(store, 0, 40);
    expect(await watcher.waitFor([live.name], head, 20_000)).toBe(true);
    await runner.stop();

    expect(await rebuildProjections({ ...deps(), projections: [fresh], batchSize: 6 })).toBe(head);
    const [liveRows, freshRows] = [
      await site.ticks(live.tables[0] ?? ''),
      await site.ticks(fresh.tables[0] ?? ''),
    ];
    expect(liveRows).toHaveLength(40);
    expect(freshRows).toEqual(liveRows);
    expect(await site.checkpoint(fresh.name)).toBe(head);
  });

  it('waits for the active runner, empties and refills its tables, and leaves it a checkpoint', async () => {
    const projections = [
      tickProjection(uniqueName('one'), await site.createTickTable()),
      tickProjection(uniqueName('two'), await site.createTickTable()),
    ];
    const names = projections.map((projection) => projection.name);
    const tables = projections.map((projection) => projection.tables[0] ?? '');
    const runner = run(projections);
    const head = await appendTicks(store, 100, 25);
    expect(await watcher.waitFor(names, head, 20_000)).toBe(true);
    const before = await Promise.all(tables.map((table) => site.ticks(table)));

    const order: string[] = [];
    const onBusy = (name: string) => order.push(`busy ${name}`);
    const rebuilt = rebuildProjections({ ...deps(), projections, onBusy }).then((seq) => {
      order.push('rebuilt');
      return seq;
    });
    await expect.poll(() => order).toContain(`busy ${[...names].sort()[0]}`);
    await runner.stop();
    order.push('runner stopped');
    expect(await rebuilt).toBeGreaterThanOrEqual(head);
    // the runner lets its projections go one by one: the rebuild may find the next one busy too
    expect(order[0]).toBe(`busy ${[...names].sort()[0]}`);
    expect(order.filter((entry) => !entry.startsWith('busy '))).toEqual([
      'runner stopped',
      'rebuilt',
    ]);
    expect(await Promise.all(tables.map((table) => site.ticks(table)))).toEqual(before);

    const again = run(projections);
    const next = await appendTicks(store, 125, 5);
    expect(await watcher.waitFor(names, next, 20_000)).toBe(true);
    await again.stop();
    expect((await site.ticks(tables[0] ?? '')).map((row) => row.n)).toEqual(
      Array.from({ length: 30 }, (_, n) => n + 100),
    );
  });
});
