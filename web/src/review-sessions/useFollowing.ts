import { useEffect } from 'react';
import { seekTimeOf } from '../comments/comment-position.ts';
import { whenMediaReady } from '../player/media-ready.ts';
import { usePlayer } from '../player/PlayerContext.tsx';

/** What the presenter shows, as the follower's player takes it. */
export interface Shown {
  position: number;
  playing: boolean;
  rate: number;
  /** When it was shown: a newer state replaces an older one. */
  at: string;
}

/**
 * While the viewer follows a session, their player shows what the presenter shows on this asset
 * and version: the same frame (or time), playing or paused, at the same rate.
 */
export function useFollowing(shown: Shown | null) {
  const player = usePlayer();
  useEffect(() => {
    if (!shown) return;
    const seconds = seekTimeOf(shown.position, player.kind, player.timing.fps);
    const apply = (media: HTMLMediaElement) => {
      media.playbackRate = shown.rate;
      // paused first, so the frame sought is the one that stays
      if (!shown.playing && !media.paused) media.pause();
      if (seconds !== null && Math.abs(media.currentTime - seconds) > 0.001) player.seek(seconds);
      if (shown.playing && media.paused) media.play().catch(() => undefined);
    };
    return whenMediaReady(player.media, apply);
  }, [shown, player]);
}
