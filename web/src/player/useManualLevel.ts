import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import { DEFAULT_MANUAL_LEVELS, type ManualLevel, type ManualLevels } from './quality-levels.ts';

/**
 * The manual quality level, kept across reloads like the player's other settings: one for SDR
 * assets (default Auto) and one for HDR assets (default Original).
 */
export function useManualLevel(hdr: boolean) {
  const [levels, setLevels] = useLocalStorage<ManualLevels>({
    key: 'rushes.player.quality',
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
