import { useEffect } from 'react';

/** How often a visitor's page asks how far the watermarked pictures have come. */
export const RENDERING_POLL_MS = 2000;

/**
 * Asks again (`refetch`) every 2 s while what the visitor waits for is being made (the
 * watermarked rendition, a Live asset's feed to come), so they see its progress and the player as
 * soon as its first segments are there.
 */
export function useWhileRendering(rendering: boolean, refetch: () => void): void {
  useEffect(() => {
    if (!rendering) return;
    const timer = setInterval(refetch, RENDERING_POLL_MS);
    return () => clearInterval(timer);
  }, [rendering, refetch]);
}
