import { useEffect, useState } from 'react';
import { controlsInUse, createIdleTimer } from './controls-hiding.ts';

const WAKING_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel'] as const;

/**
 * While `active` (fullscreen, playing), whether the controls and the cursor are hidden: 2 s after
 * the pointer stops, until it moves or a key is pressed, unless the controls are in use.
 */
export function useControlsHiding(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = createIdleTimer({
      onIdle: setIdle,
      held: () => controlsInUse(document.fullscreenElement),
    });
    timer.wake();
    for (const type of WAKING_EVENTS) document.addEventListener(type, timer.wake, true);
    return () => {
      timer.stop();
      for (const type of WAKING_EVENTS) document.removeEventListener(type, timer.wake, true);
      setIdle(false);
    };
  }, [active]);
  return active && idle;
}
