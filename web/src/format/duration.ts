const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Milliseconds as 'Nd Nh Nmins Nsec' (media-handling section 9): whole seconds, rounded;
 * zero parts are left out, and nothing at all reads '0sec'.
 */
export function formatDuration(milliseconds: number | null | undefined): string {
  if (milliseconds == null || !Number.isFinite(milliseconds) || milliseconds < 0) return '';
  let rest = Math.round(milliseconds / 1000);
  const parts: string[] = [];
  for (const [size, unit] of [
    [DAY, 'd'],
    [HOUR, 'h'],
    [MINUTE, 'mins'],
  ] as const) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  if (rest > 0 || parts.length === 0) parts.push(`${rest}sec`);
  return parts.join(' ');
}
