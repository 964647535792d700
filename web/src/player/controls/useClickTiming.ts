import { useEffect, useMemo, useRef } from 'react';
import { type ClickTiming, createClickTiming } from './click-timing.ts';

/** Single and double click handlers that always call the latest callbacks. */
export function useClickTiming(onSingle: () => void, onDouble: () => void): ClickTiming {
  const latest = useRef({ onSingle, onDouble });
  latest.current = { onSingle, onDouble };
  const timing = useMemo(
    () =>
      createClickTiming({
        onSingle: () => latest.current.onSingle(),
        onDouble: () => latest.current.onDouble(),
      }),
    [],
  );
  useEffect(() => timing.cancel, [timing]);
  return timing;
}
