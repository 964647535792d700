import { describe, expect, it } from 'vitest';
import { runLimited } from './run-limited.ts';

/** A task whose calls wait until the test settles them, one by one. */
function controlledTask() {
  const started: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const task = (item: string) =>
    new Promise<string>((resolve, reject) => {
      started.push(item);
      pending.set(item, { resolve: () => resolve(`${item} done`), reject });
    });
  return { started, pending, task };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runLimited', () => {
  it('starts 3 calls at once; the 4th waits until one of them ends', async () => {
    const { started, pending, task } = controlledTask();
    const running = runLimited(['a', 'b', 'c', 'd', 'e'], 3, task);
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    pending.get('b')?.resolve();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    pending.get('a')?.reject(new Error('refused'));
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const item of ['c', 'd', 'e']) pending.get(item)?.resolve();
    const outcomes = await running;
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(outcomes[1]).toEqual({ status: 'fulfilled', value: 'b done' });
  });

  it('settles at once with nothing to do', async () => {
    expect(await runLimited([], 3, async () => 1)).toEqual([]);
  });
});
