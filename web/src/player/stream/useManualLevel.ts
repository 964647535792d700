import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import {
  DEFAULT_MANUAL_LEVELS,
  type ManualLevel,
  type ManualLevels,
  parseManualLevels,
} from './quality-levels.ts';

const QUALITY_KEY = 'rushes.player.quality';

/**
 * The manual quality level, kept across reloads like the player's other settings: one for SDR
 * assets (default Auto) and one for HDR assets (default Original).
 */
export function useManualLevel(hdr: boolean) {
  const [levels, setLevels] = useLocalStorage<ManualLevels>({
    key: QUALITY_KEY,
    defaultValue: DEFAULT_MANUAL_LEVELS,
    getInitialValueInEffect: false,
  });
  const range = hdr ? 'hdr' : 'sdr';
  const set = useCallback(
    (manual: ManualLevel) => setLevels((current) => ({ ...current, [range]: manual })),
    [setLevels, range],
  );
  return [levels[range], set] as const;
}

/** The manual level kept for HDR or SDR assets, read before any player mounts. */
export function storedManualLevel(hdr: boolean): ManualLevel {
  const levels = parseManualLevels(window.localStorage.getItem(QUALITY_KEY));
  return levels[hdr ? 'hdr' : 'sdr'];
}
