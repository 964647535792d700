// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMediaClock } from '../media-clock.ts';
import type { PlayerPlaylist, PlayMode } from './play-mode.ts';
import { usePlayModeRules } from './usePlayModeRules.ts';

/** A 12 s media element that is playing: `pause()` and `play()` flip `paused` and say so. */
function playingMedia() {
  const media = new EventTarget() as HTMLMediaElement & { paused: boolean; currentTime: number };
  Object.assign(media, {
    duration: 12,
    currentTime: 0,
    paused: false,
    play: vi.fn(async () => {
      media.paused = false;
      media.dispatchEvent(new Event('play'));
    }),
    pause: vi.fn(() => {
      media.paused = true;
    }),
  });
  return media;
}

function setup(playMode: PlayMode, next: (() => void) | null = vi.fn()) {
  const media = playingMedia();
  const clock = createMediaClock();
  const seek = vi.fn((seconds: number) => {
    media.currentTime = seconds;
    clock.set(seconds);
  });
  const playlist: PlayerPlaylist = { size: 3, next, previous: null };
  renderHook(() => usePlayModeRules(media, true, { playMode, playlist, clock, seek }));
  /** The media plays on to `seconds`. */
  const playTo = (seconds: number) => {
    media.currentTime = seconds;
    clock.set(seconds);
  };
  return { media, seek, next, playTo };
}

describe('fast mode', () => {
  it('opens at the start of the 5 s window centred in the asset', () => {
    const { seek } = setup('fast');
    expect(seek).toHaveBeenCalledWith(3.5);
  });

  it('ends itself at the end of the window: pauses and goes to the next asset once', () => {
    const { media, next, playTo } = setup('fast');
    playTo(8.4);
    expect(next).not.toHaveBeenCalled();
    playTo(8.5);
    expect(media.pause).toHaveBeenCalled();
    expect(next).toHaveBeenCalledTimes(1);
    playTo(8.6);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('pauses at the end of the window of the last asset, and starts the window over on play', () => {
    const { media, seek, playTo } = setup('fast', null);
    playTo(8.5);
    expect(media.paused).toBe(true);
    seek.mockClear();
    void media.play();
    expect(seek).toHaveBeenCalledWith(3.5);
  });
});

describe('clips mode', () => {
  it('plays the whole asset, then goes to the next', () => {
    const { media, next, seek, playTo } = setup('clips');
    expect(seek).not.toHaveBeenCalled();
    playTo(8.5);
    expect(next).not.toHaveBeenCalled();
    media.dispatchEvent(new Event('ended'));
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe('stills mode', () => {
  it('pauses playback', () => {
    const { media } = setup('stills');
    expect(media.pause).toHaveBeenCalled();
    expect(media.paused).toBe(true);
  });
});
