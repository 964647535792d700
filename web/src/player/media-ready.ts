import type { RefObject } from 'react';

/** How often to look for the player's element while its stream begins. */
const LOOK_EVERY_MS = 50;

/**
 * Calls `ready` once the player's element exists and knows its duration (it comes once its stream
 * begins); the returned function stops looking.
 */
export function whenMediaReady(
  media: RefObject<HTMLMediaElement | null>,
  ready: (element: HTMLMediaElement) => void,
): () => void {
  const timer = window.setInterval(() => {
    const element = media.current;
    if (!element || element.readyState < HTMLMediaElement.HAVE_METADATA) return;
    window.clearInterval(timer);
    ready(element);
  }, LOOK_EVERY_MS);
  return () => window.clearInterval(timer);
}
