/** A single click toggles playback after 200 ms; a double click toggles fullscreen instead. */
export const SINGLE_CLICK_DELAY_MS = 200;

export interface ClickTiming {
  click(): void;
  cancel(): void;
}

/**
 * Tells single from double clicks: the first click waits `delay`; a second click inside that
 * window cancels it and counts as a double click.
 */
export function createClickTiming(handlers: {
  onSingle: () => void;
  onDouble: () => void;
  delay?: number;
}): ClickTiming {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  };
  return {
    click() {
      if (pending !== null) {
        cancel();
        handlers.onDouble();
        return;
      }
      pending = setTimeout(() => {
        pending = null;
        handlers.onSingle();
      }, handlers.delay ?? SINGLE_CLICK_DELAY_MS);
    },
    cancel,
  };
}
