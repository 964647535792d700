/**
 * Which progress values are worth an event: one that is at least `minPoints` ahead of the last
 * reported, or ahead at all once `minMs` have passed since. Returns the whole percent to report,
 * or null.
 */
export function progressThrottle(
  now: () => number,
  { minMs = 2000, minPoints = 5 }: { minMs?: number; minPoints?: number } = {},
): (percent: number) => number | null {
  let lastPercent = 0;
  let lastAt = now();
  return (percent) => {
    const whole = Math.min(100, Math.floor(percent));
    if (whole <= lastPercent) return null;
    if (whole - lastPercent < minPoints && now() - lastAt < minMs) return null;
    lastPercent = whole;
    lastAt = now();
    return whole;
  };
}
