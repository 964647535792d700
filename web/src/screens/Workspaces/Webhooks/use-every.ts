import { useEffect, useRef } from 'react';

/**
 * Runs `task` every `ms` while the page is visible: what the screen shows of work going on
 * elsewhere (deliveries being made) keeps up without a reload.
 */
export function useEvery(ms: number, task: () => void) {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  }, [task]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, ms);
    return () => window.clearInterval(timer);
  }, [ms]);
}
