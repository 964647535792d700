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
  const { ttlMs, max, now = Date.now } = options;
  const entries = new Map<string, CachedSession & { until: number }>();
  const put = (sessionId: string, session: CachedSession) => {
    entries.delete(sessionId);
    entries.set(sessionId, { ...session, until: now() + ttlMs });
    if (entries.size > max) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  };
  return {
    get(sessionId) {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return { userId: entry.userId, live: entry.live };
    },
    remember(sessionId, session) {
      const known = entries.get(sessionId);
      if (known && !known.live && known.until > now() && session.live) return;
      put(sessionId, session);
    },
    ended(sessionId) {
      put(sessionId, { userId: entries.get(sessionId)?.userId ?? '', live: false });
    },
  };
}
