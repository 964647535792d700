import { useEffect, useRef } from 'react';

/** Project settings save 1 s after the last change (spec §9). */
export const AUTOSAVE_MS = 1000;

/**
 * Calls `save` with the value once it has rested for `delay` ms after a change; the value it
 * started with is never saved. `save` decides whether the value is valid and what changed.
 */
export function useAutosave<T>(value: T, save: (value: T) => void, delay = AUTOSAVE_MS) {
  const latest = useRef({ value, save });
  latest.current = { value, save };
  const key = JSON.stringify(value);
  const initial = useRef(key);
  useEffect(() => {
    if (key === initial.current) return;
    const timer = setTimeout(() => latest.current.save(latest.current.value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
}
