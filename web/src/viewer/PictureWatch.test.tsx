// @vitest-environment jsdom
import '../test/jsdom.ts';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerProvider, usePlayer } from '../player/PlayerContext.tsx';
import { PictureWatch } from './PictureWatch.tsx';

/** A video element as the player leaves it: `readyState` HAVE_NOTHING until data comes. */
function videoAt(readyState: number) {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: readyState });
  return video;
}

/** The screen: the player's element (if any) in place before effects run, and the watch. */
function Screen({ video, onShown }: { video: HTMLVideoElement | null; onShown(): void }) {
  const player = usePlayer();
  player.media.current = video;
  return <PictureWatch onShown={onShown} />;
}

function watch(video: HTMLVideoElement | null) {
  const onShown = vi.fn();
  render(
    <PlayerProvider kind="video" framesPerSecond={25} timecodeOffset={null}>
      <Screen video={video} onShown={onShown} />
    </PlayerProvider>,
  );
  return onShown;
}

afterEach(() => vi.useRealTimers());

describe('waiting for the first picture', () => {
  it('tells at once where nothing plays, or the picture is there already', () => {
    expect(watch(null)).toHaveBeenCalled();
    expect(watch(videoAt(HTMLMediaElement.HAVE_CURRENT_DATA))).toHaveBeenCalled();
  });

  it('tells when the video has its first frame, or fails', () => {
    const video = videoAt(HTMLMediaElement.HAVE_NOTHING);
    const onShown = watch(video);
    expect(onShown).not.toHaveBeenCalled();
    act(() => {
      video.dispatchEvent(new Event('loadeddata'));
    });
    expect(onShown).toHaveBeenCalled();

    const failing = videoAt(HTMLMediaElement.HAVE_NOTHING);
    const onFailed = watch(failing);
    act(() => {
      failing.dispatchEvent(new Event('error'));
    });
    expect(onFailed).toHaveBeenCalled();
  });

  it('waits a second at most', () => {
    vi.useFakeTimers();
    const onShown = watch(videoAt(HTMLMediaElement.HAVE_NOTHING));
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onShown).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onShown).toHaveBeenCalled();
  });
});
