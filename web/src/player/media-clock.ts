import { useSyncExternalStore } from 'react';

/**
 * The playback position outside React state: it changes every frame, and only the parts that
 * show it (time display, seek bar, composer) re-render, each when its selected value changes.
 */
export interface MediaClock {
  now(): number;
  set(seconds: number): void;
  subscribe(listener: () => void): () => void;
}

export function createMediaClock(): MediaClock {
  let seconds = 0;
  const listeners = new Set<() => void>();
  return {
    now: () => seconds,
    set(next) {
      if (next === seconds) return;
      seconds = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A value derived from the position; the component re-renders when it changes. */
export function useClockValue<T>(clock: MediaClock, select: (seconds: number) => T): T {
  return useSyncExternalStore(
    clock.subscribe,
    () => select(clock.now()),
    () => select(clock.now()),
  );
}
