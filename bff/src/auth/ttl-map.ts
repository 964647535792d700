/**
 * A small per-process map whose entries live `ttlMs` each, at most `max` of them (the oldest go
 * first): what the BFF's caches of sessions and API tokens keep.
 */
export function createTtlMap<K, V>(options: { ttlMs: number; max: number; now?: () => number }) {
  const { ttlMs, max, now = Date.now } = options;
  const entries = new Map<K, { value: V; until: number }>();
  return {
    /** The value while it lives; an expired entry is dropped. */
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    /** Keeps `value` for `ttlMs` from now, as the newest entry. */
    set(key: K, value: V): void {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      if (entries.size > max) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    delete(key: K): void {
      entries.delete(key);
    },
    /** The keys whose values match, expired or not. */
    keysWhere(match: (value: V) => boolean): K[] {
      return [...entries].filter(([, entry]) => match(entry.value)).map(([key]) => key);
    },
  };
}
