import type { Machine } from './machine.ts';
import { createTtlMap } from './ttl-map.ts';

/** What one BFF remembers of the API tokens it authenticated, for a few seconds. */
export interface ApiTokenCache {
  /** The machine a secret's hash named, while remembered and its token not revoked. */
  get(secretHash: string): Machine | undefined;
  /** Remembers what the database said; never a token already known to be revoked. */
  remember(secretHash: string, machine: Machine): void;
  /** A token was revoked (here or on another BFF): forgotten at once, and never remembered again. */
  revoked(tokenId: string): void;
}

/**
 * A small per-process cache of live API tokens by the hash of their secret, each kept `ttlMs`, at
 * most `max` of them (the oldest go first). A revocation is final: an answer read before it
 * arrived cannot bring the token back.
 */
export function createApiTokenCache(options: {
  ttlMs: number;
  max: number;
  now?: () => number;
}): ApiTokenCache {
  const entries = createTtlMap<string, Machine>(options);
  // a revocation is kept as long as the process (bounded like the entries), never for a ttl
  const revoked = createTtlMap<string, true>({ ...options, ttlMs: Number.POSITIVE_INFINITY });
  return {
    get(secretHash) {
      const machine = entries.get(secretHash);
      if (!machine || !revoked.get(machine.tokenId)) return machine;
      entries.delete(secretHash);
      return undefined;
    },
    remember(secretHash, machine) {
      if (!revoked.get(machine.tokenId)) entries.set(secretHash, machine);
    },
    revoked(tokenId) {
      revoked.set(tokenId, true);
      for (const hash of entries.keysWhere((machine) => machine.tokenId === tokenId)) {
        entries.delete(hash);
      }
    },
  };
}
