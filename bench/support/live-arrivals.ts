import { performance } from 'node:perf_hooks';
import type { Client } from 'graphql-ws';

/**
 * What a subscription has delivered, by a key each message names (`keyOf`), with when it came;
 * `arrival(key)` waits for one, null after `timeoutMs`.
 */
export function arrivals<Data>(
  client: Client,
  request: { query: string; variables: Record<string, unknown> },
  keyOf: (data: Data) => string,
  timeoutMs: number,
) {
  const seen = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const stop = client.subscribe<Data>(request, {
    next: ({ data }) => {
      const at = performance.now();
      if (!data) return;
      const key = keyOf(data as Data);
      seen.set(key, at);
      waiting.get(key)?.(at);
    },
    error: (error) => console.error('subscription failed', error),
    complete: () => {},
  });
  const arrival = (key: string) =>
    new Promise<number | null>((resolve) => {
      const already = seen.get(key);
      if (already !== undefined) return resolve(already);
      const timer = setTimeout(() => {
        waiting.delete(key);
        resolve(null);
      }, timeoutMs);
      waiting.set(key, (at) => {
        clearTimeout(timer);
        waiting.delete(key);
        resolve(at);
      });
    });
  return { arrival, hasAny: () => seen.size > 0, stop };
}
