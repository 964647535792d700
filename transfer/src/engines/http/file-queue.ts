/** Files of a transfer moving at once (media-handling section 9's 3), each with its parts. */
export const FILES_AT_ONCE = 3;

/**
 * Runs `run` for each item in order, at most `limit` at once and never two that `clash`
 * together. A rejection stops what has not started, waits for what has, and is thrown.
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  limit: number,
  clash: (a: T, b: T) => boolean,
  run: (item: T) => Promise<void>,
): Promise<void> {
  const waiting = [...items];
  const running = new Map<T, Promise<void>>();
  let failure: { error: unknown } | null = null;
  while ((waiting.length > 0 && !failure) || running.size > 0) {
    const free = !failure && running.size < limit;
    const next = free
      ? waiting.findIndex((item) => ![...running.keys()].some((other) => clash(item, other)))
      : -1;
    const item = next >= 0 ? waiting.splice(next, 1)[0] : undefined;
    if (item === undefined) {
      await Promise.race(running.values());
      continue;
    }
    const task = run(item)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(item));
    running.set(item, task);
  }
  if (failure) throw (failure as { error: unknown }).error;
}

/** One call of `run` at a time: callers while it runs share its end. */
export function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}
