import { describe, expect, it } from 'vitest';
import { eachAtOnce } from './file-queue.ts';

describe('the files of a transfer going at once', () => {
  it('runs at most the limit at once, never two that clash, in order otherwise', async () => {
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const names = ['A.mov', 'B.mov', 'A.mov', 'C.mov', 'D.mov'];
    const runningNames = new Set<string>();
    await eachAtOnce(
      names.map((_, index) => index),
      2,
      (a, b) => names[a] === names[b],
      async (index) => {
        const name = names[index] ?? '';
        expect(runningNames.has(name)).toBe(false);
        runningNames.add(name);
        started.push(`${index}`);
        most = Math.max(most, ++running);
        // the first A.mov takes longest: the second waits for it while C.mov goes
        await new Promise((resolve) => setTimeout(resolve, index === 0 ? 40 : 5));
        running -= 1;
        runningNames.delete(name);
      },
    );
    expect(most).toBe(2);
    expect(started).toEqual(['0', '1', '3', '4', '2']);
  });

  it('starts nothing more after a failure, and throws it once the others end', async () => {
    const ended: number[] = [];
    const run = eachAtOnce(
      [0, 1, 2, 3],
      2,
      () => false,
      async (index) => {
        if (index === 0) throw new Error('token refused');
        await new Promise((resolve) => setTimeout(resolve, 5));
        ended.push(index);
      },
    );
    await expect(run).rejects.toThrow('token refused');
    expect(ended).toEqual([1]);
  });
});
