import { useEffect } from 'react';
import { usePlayer } from '../player/PlayerContext.tsx';

/** How long what is secondary waits at most for the player's first picture. */
const WAIT_AT_MOST_MS = 1_000;

/**
 * Tells when the player shows its first picture (or has failed, or a second has gone by); at once
 * where nothing plays. Opening an asset, the picture is what the user came for: the sidebar's
 * panels and the takes below render after it rather than in its way (media-handling: opening an
 * asset to its first frame).
 */
export function PictureWatch({ onShown }: { onShown(): void }) {
  const { media } = usePlayer();
  useEffect(() => {
    // the player's element is there by now, when the screen has one
    const element = media.current;
    if (!element || element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return onShown();
    element.addEventListener('loadeddata', onShown);
    element.addEventListener('error', onShown);
    const timer = setTimeout(onShown, WAIT_AT_MOST_MS);
    return () => {
      element.removeEventListener('loadeddata', onShown);
      element.removeEventListener('error', onShown);
      clearTimeout(timer);
    };
  }, [media, onShown]);
  return null;
}
