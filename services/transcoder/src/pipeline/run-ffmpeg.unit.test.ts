import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createFirstLevelGate } from './first-level-gate.ts';
import { isInputFailure, progressReader, runTool } from './run-ffmpeg.ts';

describe('progressReader', () => {
  it('reports out_time in milliseconds across chunk boundaries', () => {
    const times: number[] = [];
    const read = progressReader((ms) => times.push(ms));
    read('frame=25\nfps=0.0\nout_time_us=1000000\nout_time_ms=1000000\nout_ti');
    read('me_us=2040000\nprogress=continue\nout_time_us=N/A\n');
    read('out_time_us=2500000\nprogress=end\n');
    expect(times).toEqual([1000, 1000, 2040, 2500]);
  });
});

describe('isInputFailure', () => {
  it('recognises what ffmpeg says about unreadable input', () => {
    expect(isInputFailure('source.mov: Invalid data found when processing input')).toBe(true);
    expect(isInputFailure('[mov,mp4] moov atom not found')).toBe(true);
    expect(isInputFailure('No space left on device')).toBe(false);
  });
});

describe('runTool yielding to first levels', () => {
  it('stops the process while a first level encodes and continues it after', async () => {
    const firstLevels = createFirstLevelGate();
    const ticks: number[] = [];
    const stop = new AbortController();
    const ticking = runTool(process.execPath, ['-e', 'setInterval(() => console.log(1), 10)'], {
      signal: stop.signal,
      onStdout: () => ticks.push(Date.now()),
      yieldTo: firstLevels,
    });
    ticking.catch(() => undefined);
    await expect.poll(() => ticks.length, { timeout: 5_000 }).toBeGreaterThan(3);
    let held = 0;
    await firstLevels.hold(async () => {
      await sleep(100);
      held = ticks.length;
      await sleep(400);
      // nothing printed while it was stopped
      expect(ticks.length).toBe(held);
    });
    await expect.poll(() => ticks.length, { timeout: 5_000 }).toBeGreaterThan(held + 3);
    stop.abort(new Error('done'));
    await expect(ticking).rejects.toThrow('done');
  });
});
