/**
 * When a tooltip opens (access-and-shell section 9, media-handling section 9): 700 ms after the
 * pointer arrives; for 500 ms after one closes ("short mode"), the next opens after 100 ms, so a
 * person moving along a row of buttons reads each label without waiting again.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SHORT_DELAY_MS = 100;
export const TOOLTIP_SHORT_MODE_MS = 500;

export interface TooltipTiming {
  /** How long a tooltip waits before it opens, now. */
  openDelay(): number;
  /** A tooltip closed: short mode starts. */
  closed(): void;
}

export function createTooltipTiming(now: () => number): TooltipTiming {
  let closedAt = Number.NEGATIVE_INFINITY;
  return {
    openDelay: () =>
      now() - closedAt <= TOOLTIP_SHORT_MODE_MS ? TOOLTIP_SHORT_DELAY_MS : TOOLTIP_DELAY_MS,
    closed: () => {
      closedAt = now();
    },
  };
}

/** The page's one timing: short mode spans every tooltip. */
export const tooltipTiming = createTooltipTiming(() => performance.now());
