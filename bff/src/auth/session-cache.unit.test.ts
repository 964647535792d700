import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const clock = () => {
  let at = 1_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
};

describe('the session cache', () => {
  it('keeps what the database said for its lifetime, then forgets it', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 5_000, max: 10, now: time.now });
    cache.remember('s1', { userId: 'u1', live: true });
    time.pass(4_999);
    expect(cache.get('s1')).toEqual({ userId: 'u1', live: true });
    time.pass(1);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('holds an end against a live answer read before it', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 5_000, max: 10, now: time.now });
    cache.remember('s1', { userId: 'u1', live: true });
    cache.ended('s1');
    cache.remember('s1', { userId: 'u1', live: true });
    expect(cache.get('s1')).toEqual({ userId: 'u1', live: false });
  });

  it('remembers an end it heard of before ever reading the session', () => {
    const cache = createSessionCache({ ttlMs: 5_000, max: 10 });
    cache.ended('s2');
    expect(cache.get('s2')?.live).toBe(false);
  });

  it('lets the oldest entry go when full', () => {
    const cache = createSessionCache({ ttlMs: 5_000, max: 2 });
    cache.remember('a', { userId: 'u', live: true });
    cache.remember('b', { userId: 'u', live: true });
    cache.remember('c', { userId: 'u', live: true });
    expect([cache.get('a'), cache.get('b')?.live, cache.get('c')?.live]).toEqual([
      undefined,
      true,
      true,
    ]);
  });
});
