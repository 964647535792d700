import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HelperTransfer, StartHelperUpload, TransferSpec } from '@rushes/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EngineRun, RunStopped, type TransferEngine } from './engines/engine.ts';
import { createStateStore } from './state/state-store.ts';
import { createTransfers, EVENT_EVERY_MS } from './transfers.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'rushes-transfer-transfers-'));
  await writeFile(join(work, 'A001.mov'), 'aaaa');
  await writeFile(join(work, 'B001.mov'), 'bb');
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(work, { recursive: true, force: true });
});

const upload = (): StartHelperUpload => ({
  direction: 'upload',
  spec: { token: 'rtt_x', tags: { transfer_id: 't-1' } } as TransferSpec,
  projectId: 'p',
  folderId: 'f',
  assetId: null,
  paths: [join(work, 'A001.mov'), join(work, 'B001.mov')],
});

/** An engine the test drives: each run waits until the test ends it. */
function testEngine() {
  const runs: EngineRun<StartHelperUpload>[] = [];
  const ends: (() => void)[] = [];
  const engine: TransferEngine = {
    name: 'http',
    suits: () => true,
    upload: (run) =>
      new Promise<void>((resolve, reject) => {
        runs.push(run);
        ends.push(resolve);
        run.signal.addEventListener('abort', () => reject(run.signal.reason));
      }),
    download: () => Promise.reject(new Error('no downloads here')),
  };
  return { engine, runs, end: () => ends.shift()?.() };
}

async function transfersIn(home: string, engine: TransferEngine) {
  const store = createStateStore(home);
  await store.open();
  const transfers = createTransfers({ store, engines: [engine], log: () => {} });
  await transfers.load();
  return transfers;
}

describe('the transfers the helper runs', () => {
  it(`tells listeners of a transfer at most every ${EVENT_EVERY_MS} ms, and of its end`, async () => {
    vi.useFakeTimers();
    const { engine, runs, end } = testEngine();
    const transfers = await transfersIn(join(work, 'home'), engine);
    const heard: { at: number; transfer: HelperTransfer }[] = [];
    transfers.subscribe((transfer) => heard.push({ at: Date.now(), transfer }));
    const started = Date.now();
    await transfers.start(upload());
    await vi.advanceTimersByTimeAsync(0);
    const run = runs[0];
    if (!run) throw new Error('the engine did not run');
    for (let n = 1; n <= 8; n++) {
      run.file(0).update({ state: 'running', sent: n / 2 });
      await vi.advanceTimersByTimeAsync(100);
    }
    run.file(0).update({ state: 'completed', sent: 4 });
    run.file(1).update({ state: 'completed', sent: 2 });
    end();
    await vi.advanceTimersByTimeAsync(2000);
    const times = heard.map((each) => each.at - started);
    expect(times).toEqual([0, 500, 1000]);
    expect(times.slice(1).every((at, n) => at - (times[n] ?? 0) >= EVENT_EVERY_MS)).toBe(true);
    expect(heard.at(-1)?.transfer).toMatchObject({
      state: 'completed',
      sent: 6,
      bytes: 6,
      error: null,
    });
    await transfers.close();
  });

  it('resumes an unfinished transfer at the next start, with what its engine kept', async () => {
    const home = join(work, 'home');
    const first = testEngine();
    const before = await transfersIn(home, first.engine);
    const { id } = await before.start(upload());
    first.runs[0]?.file(1).keep({ uploadId: 'u-2', finalizing: false });
    first.runs[0]?.file(1).update({ state: 'running', uploadId: 'u-2', sent: 1 });
    await before.close();

    const second = testEngine();
    const after = await transfersIn(home, second.engine);
    const run = second.runs[0];
    expect(run?.files().map((file) => [file.name, file.state, file.sent])).toEqual([
      ['A001.mov', 'queued', 0],
      ['B001.mov', 'running', 1],
    ]);
    expect(run?.file(1).kept()).toEqual({ uploadId: 'u-2', finalizing: false });
    expect(after.list()[0]).toMatchObject({ id, state: 'running' });
    run?.file(0).update({ state: 'completed' });
    run?.file(1).update({ state: 'failed', error: 'storage answered HTTP 500' });
    second.end();
    await vi.waitFor(() => expect(after.list()[0]?.state).toBe('failed'));
    expect(after.list()[0]?.error).toBe('1 of 2 files failed');
    await after.close();

    // a finished transfer is listed at the next start, and not run again
    const third = testEngine();
    const later = await transfersIn(home, third.engine);
    expect(third.runs).toHaveLength(0);
    expect(later.list().map((transfer) => transfer.state)).toEqual(['failed']);
    await later.close();
  });

  it('cancels a transfer: its engine hears why, its unfinished files are cancelled', async () => {
    const { engine, runs } = testEngine();
    const transfers = await transfersIn(join(work, 'home'), engine);
    const { id } = await transfers.start(upload());
    runs[0]?.file(0).update({ state: 'completed', sent: 4 });
    const cancelled = await transfers.cancel(id);
    expect(runs[0]?.signal.reason).toEqual(expect.any(RunStopped));
    expect(runs[0]?.signal.reason.cancelled).toBe(true);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.files.map((file) => file.state)).toEqual(['completed', 'cancelled']);
    await expect(transfers.cancel('nothing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await transfers.close();
  });
});
