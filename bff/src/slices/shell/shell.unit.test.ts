import { describe, expect, it } from 'vitest';
import { onceThenOpen } from './shell.resolvers.ts';

describe('onceThenOpen', () => {
  it('gives its value once, then waits until the listener leaves', async () => {
    const iterator = onceThenOpen('hi');
    expect(await iterator.next()).toEqual({ done: false, value: 'hi' });
    const waiting = iterator.next();
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await iterator.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });
});
