import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReadinessView, watchReadiness } from './readiness.ts';
import type { Readiness } from './transfer-client.ts';

/**
 * A client that is found (or not) when each look ends: absent until `readyAt` ms after the
 * start; every look is recorded as [when it began, how long it may take].
 */
function fakeClient(readyAt: number, why: 'absent' | 'unsupported' = 'absent') {
  const looks: [number, number][] = [];
  const start = Date.now();
  const whenReady = (withinMs: number) =>
    new Promise<Readiness>((resolve) => {
      const began = Date.now() - start;
      looks.push([began, withinMs]);
      const at = Math.max(readyAt - began, 0);
      if (at <= withinMs) setTimeout(() => resolve({ ready: true }), at);
      else setTimeout(() => resolve({ ready: false, why }), why === 'unsupported' ? 0 : withinMs);
    });
  return { looks, whenReady };
}

const phases = (views: ReadinessView[]) =>
  views.map((view) => (view.phase === 'waiting' ? `waiting ${view.rechecks}` : view.phase));

describe('the readiness checks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes on without a dialog when the client answers within the first 5000 ms', async () => {
    const client = fakeClient(1200);
    const views: ReadinessView[] = [];
    const watch = watchReadiness(client.whenReady, (view) => views.push(view));
    await vi.advanceTimersByTimeAsync(1200);
    await expect(watch.outcome).resolves.toBe('ready');
    expect(phases(views)).toEqual(['checking', 'ready']);
    expect(client.looks).toEqual([[0, 5000]]);
  });

  it('opens the dialog after 5000 ms, looks again every 3000 ms, and closes it once ready', async () => {
    const client = fakeClient(12_500);
    const views: ReadinessView[] = [];
    const watch = watchReadiness(client.whenReady, (view) => views.push(view));
    await vi.advanceTimersByTimeAsync(4999);
    expect(phases(views)).toEqual(['checking']);
    await vi.advanceTimersByTimeAsync(1);
    expect(phases(views)).toEqual(['checking', 'waiting 0']);
    await vi.advanceTimersByTimeAsync(7500);
    await expect(watch.outcome).resolves.toBe('ready');
    expect(phases(views)).toEqual(['checking', 'waiting 0', 'waiting 1', 'waiting 2', 'ready']);
    expect(client.looks).toEqual([
      [0, 5000],
      [5000, 3000],
      [8000, 3000],
      [11_000, 3000],
    ]);
  });

  it('stops looking when the person chooses Retry via Web', async () => {
    const client = fakeClient(Number.POSITIVE_INFINITY);
    const views: ReadinessView[] = [];
    const watch = watchReadiness(client.whenReady, (view) => views.push(view));
    await vi.advanceTimersByTimeAsync(6000);
    watch.close('web');
    await expect(watch.outcome).resolves.toBe('web');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(client.looks).toHaveLength(2);
    expect(phases(views)).toEqual(['checking', 'waiting 0', 'web']);
  });

  it('shows an unsupported browser at once and does not look again', async () => {
    const client = fakeClient(Number.POSITIVE_INFINITY, 'unsupported');
    const views: ReadinessView[] = [];
    watchReadiness(client.whenReady, (view) => views.push(view));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(views).toEqual([
      { phase: 'checking' },
      { phase: 'waiting', why: 'unsupported', rechecks: 0 },
    ]);
    expect(client.looks).toEqual([[0, 5000]]);
  });
});
