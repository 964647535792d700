import { type RefObject, useEffect, useState } from 'react';
import type { MediaClock } from './media-clock.ts';

export interface MediaState {
  paused: boolean;
  /** Seconds; 0 until known. */
  duration: number;
  /** The first frame can be shown. */
  ready: boolean;
  /** Waiting for data while playing, or seeking. */
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

function read(media: HTMLMediaElement, origin: number): MediaState {
  return {
    paused: media.paused,
    duration: Number.isFinite(media.duration) ? Math.max(0, media.duration - origin) : 0,
    ready: media.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
    waiting: media.seeking || (!media.paused && media.readyState < media.HAVE_FUTURE_DATA),
  };
}

/** A stream loaded from its start shows its first frame within this (else it is no origin). */
const ORIGIN_WINDOW_SECONDS = 1;

/**
 * Learns where the first video frame sits in the media timeline (a stream may start it after
 * 0, e.g. 2 frames late when the encoder delays for B-frames): the first frame presented
 * after loading from the start tells. Without requestVideoFrameCallback it stays 0.
 */
function watchOrigin(media: HTMLMediaElement, origin: RefObject<number>, changed: () => void) {
  const measure = () => {
    if (!(media instanceof HTMLVideoElement) || !media.requestVideoFrameCallback) return;
    if (media.currentTime > ORIGIN_WINDOW_SECONDS) return;
    media.requestVideoFrameCallback((_now, frame) => {
      if (frame.mediaTime > ORIGIN_WINDOW_SECONDS) return;
      origin.current = frame.mediaTime;
      changed();
    });
  };
  media.addEventListener('loadeddata', measure);
  return () => media.removeEventListener('loadeddata', measure);
}

/**
 * Follows a media element's state, and moves the clock every frame while it plays. Times are
 * counted from the first video frame (see `origin`).
 */
export function useMediaState(
  media: HTMLMediaElement | null,
  clock: MediaClock,
  origin: RefObject<number>,
): MediaState {
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (!media) return;
    let frame = 0;
    const sync = () => clock.set(Math.max(0, media.currentTime - origin.current));
    const tick = () => {
      sync();
      frame = media.paused ? 0 : requestAnimationFrame(tick);
    };
    const update = () => {
      setState(read(media, origin.current));
      cancelAnimationFrame(frame);
      tick();
    };
    for (const name of EVENTS) media.addEventListener(name, update);
    media.addEventListener('timeupdate', sync);
    const stopWatching = watchOrigin(media, origin, update);
    update();
    return () => {
      stopWatching();
      cancelAnimationFrame(frame);
      for (const name of EVENTS) media.removeEventListener(name, update);
      media.removeEventListener('timeupdate', sync);
    };
  }, [media, clock, origin]);
  return state;
}
