import { createTtlMap } from './ttl-map.ts';

/** What one BFF remembers of a session for a few seconds. */
export interface CachedSession {
  userId: string;
  live: boolean;
}

export interface SessionCache {
  get(sessionId: string): CachedSession | undefined;
  /** Remembers what the database said; never revives a session already known to have ended. */
  remember(sessionId: string, session: CachedSession): void;
  /** A session ended: remembered as ended for the cache's lifetime, whatever was read before. */
  ended(sessionId: string): void;
}

/**
 * A small per-process cache of session states, each kept `ttlMs`, at most `max` of them (the
 * oldest go first). Ended is final: an answer read before an end arrives cannot undo it.
 */
export function createSessionCache(options: {
  ttlMs: number;
  max: number;
  now?: () => number;
}): SessionCache {
  const entries = createTtlMap<string, CachedSession>(options);
  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      return entry && { userId: entry.userId, live: entry.live };
    },
    remember(sessionId, session) {
      const known = entries.get(sessionId);
      if (known && !known.live && session.live) return;
      entries.set(sessionId, session);
    },
    ended(sessionId) {
      entries.set(sessionId, { userId: entries.get(sessionId)?.userId ?? '', live: false });
    },
  };
}
