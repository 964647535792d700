/** The timeline of takes scrolls sideways (media-handling section 9). */

/** An edge's shadow fades in over the first 60 px of takes hidden past it. */
const SHADOW_FADE_PX = 60;
/** A wheel gesture ends once the wheel has rested this long. */
const WHEEL_RESET_MS = 100;

export interface StripScroll {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Each edge's shadow, 0 to 1: how far the takes run on past it, over 60 px. */
export function edgeShadows({ scrollLeft, scrollWidth, clientWidth }: StripScroll) {
  const fade = (hidden: number) => Math.min(1, Math.max(0, hidden) / SHADOW_FADE_PX);
  return { start: fade(scrollLeft), end: fade(scrollWidth - clientWidth - scrollLeft) };
}

/** The strip's scroll that centres a take (at `offset`, `width` wide) in it. */
export const centredScroll = (offset: number, width: number, clientWidth: number): number =>
  Math.max(0, offset - (clientWidth - width) / 2);

export interface WheelGesture {
  /** A vertical gesture scrolls the strip sideways; a sideways one scrolls it as it is. */
  vertical: boolean;
  at: number;
}

/**
 * A gesture keeps the direction of its first wheel event until the wheel rests 100 ms, so a
 * sideways swipe that drifts does not start scrolling the strip another way.
 */
export function wheelGesture(
  gesture: WheelGesture | null,
  event: { deltaX: number; deltaY: number; timeStamp: number },
): WheelGesture {
  if (gesture && event.timeStamp - gesture.at < WHEEL_RESET_MS) {
    return { vertical: gesture.vertical, at: event.timeStamp };
  }
  return { vertical: Math.abs(event.deltaY) > Math.abs(event.deltaX), at: event.timeStamp };
}
