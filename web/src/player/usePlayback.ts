import { useCallback, useEffect, useRef, useState } from 'react';

type Requested = 'play' | 'pause';

export interface Playback {
  /** A play request was refused as not supported: the error state. */
  rejected: boolean;
  toggle(): void;
}

/**
 * The requested state (media-handling section 4): play at first unless the user turned autoPlay
 * off (their Preferences), applied once
 * the media can play; play and pause requests are ignored while loading or in error; a play
 * refused as not allowed becomes pause, one refused as not supported is an error.
 */
export function usePlayback(
  media: HTMLMediaElement | null,
  usable: boolean,
  autoPlay = true,
): Playback {
  const requested = useRef<Requested>(autoPlay ? 'play' : 'pause');
  const [rejected, setRejected] = useState(false);

  const play = useCallback((element: HTMLMediaElement) => {
    element.play().catch((error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      if (name === 'NotAllowedError') requested.current = 'pause';
      if (name === 'NotSupportedError') setRejected(true);
    });
  }, []);

  useEffect(() => {
    if (!media) return;
    const apply = () => {
      if (requested.current === 'play' && media.paused) play(media);
    };
    // pause() from anywhere (a comment, the end of the media) is what was asked for; loading
    // a new source fires no pause event, so a refresh keeps playing
    const followPause = () => {
      requested.current = 'pause';
    };
    const followPlay = () => {
      requested.current = 'play';
    };
    media.addEventListener('canplay', apply);
    media.addEventListener('pause', followPause);
    media.addEventListener('play', followPlay);
    return () => {
      media.removeEventListener('canplay', apply);
      media.removeEventListener('pause', followPause);
      media.removeEventListener('play', followPlay);
    };
  }, [media, play]);

  const toggle = useCallback(() => {
    if (!media || !usable || rejected) return;
    if (media.paused) {
      requested.current = 'play';
      play(media);
    } else {
      requested.current = 'pause';
      media.pause();
    }
  }, [media, usable, rejected, play]);

  return { rejected, toggle };
}
