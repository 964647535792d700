import { describe, expect, it } from 'vitest';
import { progressThrottle } from './progress-throttle.ts';

describe('progressThrottle', () => {
  it('reports every 5 points at most, or after 2 s of smaller steps', () => {
    let clock = 0;
    const next = progressThrottle(() => clock);
    expect([1, 2, 4.9, 5, 6, 9.99, 10].map(next)).toEqual([null, null, null, 5, null, null, 10]);
    clock = 1999;
    expect(next(11)).toBeNull();
    clock = 2000;
    expect(next(11.5)).toBe(11);
    clock = 9000;
    expect(next(11)).toBeNull();
    expect(next(12)).toBe(12);
  });

  it('never reports backwards or past 100', () => {
    const next = progressThrottle(() => 0);
    expect([50, 20, 50, 100, 120].map(next)).toEqual([50, null, null, 100, null]);
  });
});
