import { describe, expect, it } from 'vitest';
import { createJobReporter } from './job-reporter.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createJobReporter', () => {
  it('coalesces progress to the latest rising whole percent while a call is running', async () => {
    const calls: string[] = [];
    let release = () => {};
    const reporter = createJobReporter(async (percent) => {
      calls.push(`progress ${percent}`);
      if (percent === 3) await new Promise<void>((resolve) => (release = resolve));
    });
    reporter.progress(3.7);
    await tick();
    reporter.progress(10.2);
    reporter.progress(9);
    reporter.progress(12.9);
    const level = reporter.call(async () => {
      calls.push('level');
    });
    release();
    await level;
    reporter.progress(12);
    await reporter.settle();
    expect(calls).toEqual(['progress 3', 'progress 12', 'level']);
  });

  it('stops after a failing callback and rethrows its error', async () => {
    const calls: number[] = [];
    const reporter = createJobReporter(async (percent) => {
      calls.push(percent);
      if (percent === 5) throw new Error('store down');
    });
    reporter.progress(5);
    await expect(reporter.call(async () => undefined)).rejects.toThrow('store down');
    reporter.progress(50);
    await expect(reporter.settle()).rejects.toThrow('store down');
    expect(calls).toEqual([5]);
  });
});
