import { useEffect, useMemo, useRef } from 'react';

/** Folder reloads wait this long after the last change heard (access-and-shell section 9). */
export const FOLDER_RELOAD_DEBOUNCE_MS = 1000;

export interface DebouncedReload {
  /** A change was heard: reload once no other has come for the delay. */
  request(): void;
  /** The folder closed (or an asset opened): a pending reload is dropped. */
  cancel(): void;
}

/** Many changes heard in a burst (an upload of many files) make one reload, after the last. */
export function debouncedReload(
  reload: () => void,
  delayMs: number = FOLDER_RELOAD_DEBOUNCE_MS,
): DebouncedReload {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    request() {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        reload();
      }, delayMs);
    },
    cancel,
  };
}

/**
 * A debounced reload that calls the latest `reload` each render passes (a subscription outlives
 * them), dropped when the component unmounts.
 */
export function useDebouncedReload(reload: () => void): DebouncedReload {
  const latest = useRef(reload);
  latest.current = reload;
  const debounced = useMemo(() => debouncedReload(() => latest.current()), []);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
