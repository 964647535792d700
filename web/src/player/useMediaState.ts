import { useEffect, useState } from 'react';
import type { MediaClock } from './media-clock.ts';

export interface MediaState {
  paused: boolean;
  /** Seconds; 0 until known. */
  duration: number;
  /** The first frame can be shown. */
  ready: boolean;
  /** Playing but starved of data (a paused frame step shows no spinner). */
  waiting: boolean;
}

const initial: MediaState = { paused: true, duration: 0, ready: false, waiting: false };

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'canplay',
  'loadeddata',
  'loadedmetadata',
  'durationchange',
  'ended',
  'emptied',
] as const;

function read(media: HTMLMediaElement): MediaState {
  return {
    paused: media.paused,
    duration: Number.isFinite(media.duration) ? media.duration : 0,
    ready: media.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
    waiting: !media.paused && media.readyState < HTMLMediaElement.HAVE_FUTURE_DATA,
  };
}

/** Follows a media element's state, and moves the clock every frame while it plays. */
export function useMediaState(media: HTMLMediaElement | null, clock: MediaClock): MediaState {
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (!media) return;
    let frame = 0;
    const sync = () => clock.set(media.currentTime);
    const tick = () => {
      sync();
      frame = media.paused ? 0 : requestAnimationFrame(tick);
    };
    const update = () => {
      setState(read(media));
      cancelAnimationFrame(frame);
      tick();
    };
    for (const name of EVENTS) media.addEventListener(name, update);
    media.addEventListener('timeupdate', sync);
    update();
    return () => {
      cancelAnimationFrame(frame);
      for (const name of EVENTS) media.removeEventListener(name, update);
      media.removeEventListener('timeupdate', sync);
    };
  }, [media, clock]);
  return state;
}
