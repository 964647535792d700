import { uniqueName } from '@rushes/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCheckpointWatcher } from './checkpoint-watcher.ts';
import { openTickSite, type TickSite } from './tick.fixture.ts';

const { databaseUrl } = inject('services');
let site: TickSite;

beforeAll(async () => {
  site = await openTickSite(databaseUrl);
});
afterAll(async () => {
  await site.close();
});

/** What a runner does when it commits a batch. */
async function moveCheckpoint(name: string, seq: number) {
  await site.admin.query(
    `INSERT INTO projection_checkpoint (name, seq) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET seq = excluded.seq`,
    [name, seq],
  );
  await site.admin.query('SELECT pg_notify($1, $2)', ['rushes_checkpoint', `${name}:${seq}`]);
}

describe('createCheckpointWatcher', () => {
  it('answers at once from the table when the checkpoints are already past', async () => {
    const watcher = createCheckpointWatcher(site.admin);
    const [a, b] = [uniqueName('a'), uniqueName('b')];
    await moveCheckpoint(a, 12);
    await moveCheckpoint(b, 10);
    expect(await watcher.waitFor([a, b], 10, 20_000)).toBe(true);
    expect(await watcher.waitFor([], 10)).toBe(true);
    await watcher.close();
  });

  it('wakes on the notification of every named checkpoint', async () => {
    const watcher = createCheckpointWatcher(site.admin);
    const [a, b] = [uniqueName('a'), uniqueName('b')];
    const waiting = watcher.waitFor([a, b], 10, 20_000);
    await moveCheckpoint(a, 10);
    await moveCheckpoint(b, 9);
    await moveCheckpoint(b, 11);
    expect(await waiting).toBe(true);
    await watcher.close();
  });

  it('answers false after the timeout while one checkpoint lags', async () => {
    const watcher = createCheckpointWatcher(site.admin);
    const [a, b] = [uniqueName('a'), uniqueName('b')];
    const waiting = watcher.waitFor([a, b], 10, 300);
    await moveCheckpoint(a, 10);
    await moveCheckpoint(b, 9);
    expect(await waiting).toBe(false);
    await watcher.close();
  });

  it('listens again after losing its connection and reads what it missed', async () => {
    const application = uniqueName('watcher');
    const watcher = createCheckpointWatcher(site.openPool(application), { reconnectMs: 50 });
    const a = uniqueName('a');
    expect(await watcher.waitFor([a], 0, 20_000)).toBe(true);
    await site.killConnections(application);
    await moveCheckpoint(a, 5);
    expect(await watcher.waitFor([a], 5, 20_000)).toBe(true);
    const later = watcher.waitFor([a], 6, 20_000);
    await moveCheckpoint(a, 6);
    expect(await later).toBe(true);
    await watcher.close();
  });

  it('answers pending waits with false when closed', async () => {
    const watcher = createCheckpointWatcher(site.admin);
    const waiting = watcher.waitFor([uniqueName('a')], 1, 20_000);
    await watcher.close();
    expect(await waiting).toBe(false);
    expect(await watcher.waitFor([uniqueName('a')], 1)).toBe(false);
  });
});
