import { useEffect } from 'react';
import type { PlayerApi } from '../PlayerContext.tsx';
import { outsideWindow, playWindow, windowOver } from './play-mode.ts';

type Rules = Pick<PlayerApi, 'playMode' | 'playlist' | 'clock' | 'seek'>;

/**
 * What the play mode does to the media (media-handling section 4): stills pauses it; fast plays
 * the window centred in it and ends at the window's end; on end the next asset plays, else the
 * media pauses.
 */
export function usePlayModeRules(media: HTMLMediaElement | null, ready: boolean, rules: Rules) {
  const { playMode, playlist, clock, seek } = rules;

  useEffect(() => {
    if (!media || !ready) return;
    if (playMode === 'stills') media.pause();
    if (playMode !== 'fast') return;
    const window = playWindow(playMode, media.duration);
    if (outsideWindow(media.currentTime, window)) seek(window.start);
  }, [media, ready, playMode, seek]);

  useEffect(() => {
    if (!media) return;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      media.pause();
      playlist.next?.();
    };
    const fastWindow = () => playWindow('fast', media.duration);
    const onPlay = () => {
      ended = false;
      // played again at the end of its window, fast mode starts the window over
      if (playMode === 'fast' && windowOver(media.currentTime, fastWindow())) {
        seek(fastWindow().start);
      }
    };
    const onTime = () => {
      if (!media.paused && windowOver(clock.now(), fastWindow())) end();
    };
    const unsubscribe = playMode === 'fast' ? clock.subscribe(onTime) : () => {};
    media.addEventListener('ended', end);
    media.addEventListener('play', onPlay);
    return () => {
      unsubscribe();
      media.removeEventListener('ended', end);
      media.removeEventListener('play', onPlay);
    };
  }, [media, playMode, playlist, clock, seek]);
}
