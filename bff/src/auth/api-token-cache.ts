import type { Machine } from './machine.ts';

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
  const { ttlMs, max, now = Date.now } = options;
  const entries = new Map<string, { machine: Machine; until: number }>();
  const revoked = new Set<string>();
  const bounded = <K>(map: Map<K, unknown> | Set<K>) => {
    if (map.size <= max) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  };
  return {
    get(secretHash) {
      const entry = entries.get(secretHash);
      if (!entry) return undefined;
      if (entry.until > now() && !revoked.has(entry.machine.tokenId)) return entry.machine;
      entries.delete(secretHash);
      return undefined;
    },
    remember(secretHash, machine) {
      if (revoked.has(machine.tokenId)) return;
      entries.delete(secretHash);
      entries.set(secretHash, { machine, until: now() + ttlMs });
      bounded(entries);
    },
    revoked(tokenId) {
      revoked.add(tokenId);
      bounded(revoked);
      for (const [hash, entry] of entries) {
        if (entry.machine.tokenId === tokenId) entries.delete(hash);
      }
    },
  };
}
