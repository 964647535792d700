import { describe, expect, it } from 'vitest';
import { backoffMs, nextAttemptAt, RETRY_WINDOW_MS, retryAfterSeconds } from './retry-schedule.ts';

const start = new Date('2026-12-11T10:00:00.000Z');
const HOUR = 3_600_000;

/** Every attempt of a delivery that always fails: when each happens, until it is given up. */
function attemptsOfFailingDelivery(random: () => number) {
  const times = [start];
  for (let attempt = 1; attempt < 100; attempt++) {
    const next = nextAttemptAt({
      attempt,
      firstAttemptAt: start,
      now: times.at(-1) ?? start,
      random,
    });
    if (!next) return times;
    times.push(next);
  }
  throw new Error('never given up');
}

describe('the retry schedule', () => {
  it('waits longer after each failure: 5 s, 20 s, 80 s, 320 s, … up to 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([
      5_000, 20_000, 80_000, 320_000, 1_280_000, 5_120_000, 20_480_000,
    ]);
    expect(backoffMs(8)).toBe(6 * HOUR);
    expect(backoffMs(30)).toBe(6 * HOUR);
  });

  it('retries for at least 24 hours and gives up at the first failure past them', () => {
    for (const random of [() => 0, () => 0.999]) {
      const times = attemptsOfFailingDelivery(random);
      const last = times.at(-1)?.getTime() ?? 0;
      expect(last - start.getTime()).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
      expect(last - start.getTime()).toBeLessThan(RETRY_WINDOW_MS + 6.6 * HOUR);
      const beforeLast = times.at(-2)?.getTime() ?? 0;
      expect(beforeLast - start.getTime()).toBeLessThan(RETRY_WINDOW_MS);
      expect(times.length).toBeGreaterThanOrEqual(10);
    }
  });

  it('adds at most a tenth at random, so many retries spread out', () => {
    const at = (random: number) =>
      nextAttemptAt({ attempt: 2, firstAttemptAt: start, now: start, random: () => random });
    expect(at(0)?.getTime()).toBe(start.getTime() + 20_000);
    expect(at(0.5)?.getTime()).toBe(start.getTime() + 21_000);
  });

  it("waits as long as a receiver's Retry-After asks, up to an hour", () => {
    const waited = (seconds: number) =>
      nextAttemptAt({
        attempt: 1,
        firstAttemptAt: start,
        now: start,
        retryAfterSeconds: seconds,
        random: () => 0,
      });
    expect(waited(120)?.getTime()).toBe(start.getTime() + 120_000);
    expect(waited(1)?.getTime()).toBe(start.getTime() + 5_000);
    expect(waited(86_400)?.getTime()).toBe(start.getTime() + HOUR);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('120', start)).toBe(120);
    expect(retryAfterSeconds('Fri, 11 Dec 2026 10:02:00 GMT', start)).toBe(120);
    expect(retryAfterSeconds('soon', start)).toBeNull();
    expect(retryAfterSeconds(undefined, start)).toBeNull();
  });
});
