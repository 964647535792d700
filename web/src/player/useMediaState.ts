import { useEffect, useState } from 'react';
import type { MediaClock } from './media-clock.ts';

export interface MediaState {
  paused: boolean;
  /** Seconds; 0 until known. While a stream still grows, as far as it goes so far. */
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

/**
 * The media's length in seconds, 0 until known. The browser's own HLS says Infinity while the
 * playlist is still growing (an upload's first level as it encodes): then it is as far as the
 * media can seek. hls.js gives a finite duration that grows with the playlist.
 */
export function durationOf(media: Pick<HTMLMediaElement, 'duration' | 'seekable'>): number {
  if (Number.isFinite(media.duration)) return media.duration;
  const { seekable } = media;
  if (media.duration !== Number.POSITIVE_INFINITY || seekable.length === 0) return 0;
  return seekable.end(seekable.length - 1);
}

function read(media: HTMLMediaElement): MediaState {
  return {
    paused: media.paused,
    duration: durationOf(media),
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
    // a growing stream's seekable end moves as the browser's own HLS reloads its playlist
    const grow = () =>
      setState((state) => {
        const duration = durationOf(media);
        return duration === state.duration ? state : { ...state, duration };
      });
    for (const name of EVENTS) media.addEventListener(name, update);
    media.addEventListener('timeupdate', sync);
    media.addEventListener('progress', grow);
    update();
    return () => {
      cancelAnimationFrame(frame);
      for (const name of EVENTS) media.removeEventListener(name, update);
      media.removeEventListener('timeupdate', sync);
      media.removeEventListener('progress', grow);
    };
  }, [media, clock]);
  return state;
}
