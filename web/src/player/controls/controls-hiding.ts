import { CONTROLS_HIDE_MS } from '../playback.ts';

export interface IdleTimer {
  /** The pointer moved or a key was pressed: show, and count again. */
  wake(): void;
  stop(): void;
}

/**
 * Calls `onIdle(true)` `delay` ms after the last wake, unless `held()` says the controls are in
 * use then (a menu open, keyboard focus inside): then it counts again; `onIdle(false)` on a wake.
 */
export function createIdleTimer(options: {
  onIdle: (idle: boolean) => void;
  held: () => boolean;
  delay?: number;
}): IdleTimer {
  const delay = options.delay ?? CONTROLS_HIDE_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const arm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      if (options.held()) arm();
      else options.onIdle(true);
    }, delay);
  };
  return {
    wake() {
      options.onIdle(false);
      arm();
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Whether the controls are in use: a menu open in them, or keyboard focus inside them. */
export function controlsInUse(container: Element | null): boolean {
  if (!container) return false;
  return container.querySelector('[aria-expanded="true"], :focus-visible') !== null;
}
