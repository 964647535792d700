import { describe, expect, it } from 'vitest';
import { createApiTokenCache } from './api-token-cache.ts';
import type { Machine } from './machine.ts';

const clock = () => {
  let at = 1_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
};

const machine = (tokenId: string): Machine => ({
  tokenId,
  workspaceId: 'w1',
  scopes: ['assets:read'],
  expiresAt: null,
});

describe('the API token cache', () => {
  it('keeps what the database said for its lifetime, then forgets it', () => {
    const time = clock();
    const cache = createApiTokenCache({ ttlMs: 5_000, max: 10, now: time.now });
    cache.remember('h1', machine('t1'));
    time.pass(4_999);
    expect(cache.get('h1')).toEqual(machine('t1'));
    time.pass(1);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets a revoked token at once and never takes it back from an answer read before', () => {
    const cache = createApiTokenCache({ ttlMs: 5_000, max: 10 });
    cache.remember('h1', machine('t1'));
    cache.remember('h2', machine('t2'));
    cache.revoked('t1');
    expect(cache.get('h1')).toBeUndefined();
    cache.remember('h1', machine('t1'));
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toEqual(machine('t2'));
  });

  it('holds at most its size, the oldest going first', () => {
    const cache = createApiTokenCache({ ttlMs: 5_000, max: 2 });
    for (const id of ['t1', 't2', 't3']) cache.remember(`h-${id}`, machine(id));
    expect(cache.get('h-t1')).toBeUndefined();
    expect(cache.get('h-t3')).toEqual(machine('t3'));
  });
});
