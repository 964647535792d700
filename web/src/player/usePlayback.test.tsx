// @vitest-environment jsdom
import '../test/jsdom.ts';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePlayback } from './usePlayback.ts';

/** A media element that can play at once: `play()` and `pause()` flip `paused` and say so. */
function fakeMedia() {
  const media = new EventTarget() as HTMLMediaElement & { paused: boolean };
  Object.assign(media, {
    paused: true,
    play: vi.fn(async () => {
      media.paused = false;
      media.dispatchEvent(new Event('play'));
    }),
    pause: vi.fn(() => {
      media.paused = true;
      media.dispatchEvent(new Event('pause'));
    }),
  });
  return media;
}

describe('usePlayback and the autoPlay setting', () => {
  it('starts playing once the media can play when autoPlay is on (the default)', () => {
    const media = fakeMedia();
    renderHook(() => usePlayback(media, true));
    media.dispatchEvent(new Event('canplay'));
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('opens paused when autoPlay is off, and plays on request', () => {
    const media = fakeMedia();
    const { result } = renderHook(() => usePlayback(media, true, false));
    media.dispatchEvent(new Event('canplay'));
    expect(media.play).not.toHaveBeenCalled();
    result.current.toggle();
    expect(media.play).toHaveBeenCalledTimes(1);
  });
});
