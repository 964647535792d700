import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * When the page becomes visible again, `reload` runs if what the screen shows was loaded more
 * than `ttlSeconds` ago (projects-workspaces-folders §4). The clock starts when the screen's data
 * arrives: at mount, whenever `loaded` (the screen's query reference) changes, and at a reload.
 */
export function useReloadWhenVisible(ttlSeconds: number, reload: () => unknown, loaded?: unknown) {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `loaded` restarts the clock
  useEffect(() => {
    let loadedAt = Date.now();
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - loadedAt < ttlSeconds * 1000) return;
      loadedAt = Date.now();
      latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [ttlSeconds, loaded]);
}

/** `useReloadWhenVisible` whose reload runs the route's loader again: its query, fetched anew. */
export function useRouteReloadWhenVisible(ttlSeconds: number, loaded: unknown) {
  const { revalidate } = useRevalidator();
  useReloadWhenVisible(ttlSeconds, revalidate, loaded);
}
