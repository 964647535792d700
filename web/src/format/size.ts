const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;
const BIT_RATE_UNITS = ['Bit', 'KBit', 'MBit', 'GBit', 'TBit', 'PBit'] as const;

function scaled(value: number, units: readonly string[]): string {
  if (!Number.isFinite(value) || value < 0) return '';
  let unit = 0;
  let amount = value;
  while (amount >= 1000 && unit < units.length - 1) {
    amount /= 1000;
    unit += 1;
  }
  // a whole number of the smallest unit has no decimal to show
  const text = unit === 0 ? String(Math.round(amount)) : amount.toFixed(1);
  return `${text} ${units[unit]}`;
}

/** Bytes in base 1000, B to PB, one decimal above bytes (media-handling section 9). */
export function formatSize(bytes: number): string {
  return scaled(bytes, SIZE_UNITS);
}

/**
 * A version's size as lists and the inspector show it: nothing for a Live asset's version that
 * has no recording yet (its feed to come, or running), whose size is not yet known.
 */
export function formatVersionSize(version: { size: number }, live: boolean): string {
  return live && version.size === 0 ? '' : formatSize(version.size);
}

/** Bits per second in base 1000, Bit to PBit, one decimal above bits. */
export function formatBitRate(bitsPerSecond: number): string {
  return scaled(bitsPerSecond, BIT_RATE_UNITS);
}
