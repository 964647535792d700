// @vitest-environment jsdom
import '../test/jsdom.ts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReloadWhenVisible } from './reload-when-visible.ts';

let visibility: DocumentVisibilityState = 'visible';
const turn = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useReloadWhenVisible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reloads on coming back only once the ttl has passed since the data came', () => {
    const reload = vi.fn();
    renderHook(() => useReloadWhenVisible(300, reload));
    turn('hidden');
    vi.advanceTimersByTime(299_000);
    turn('visible');
    expect(reload).not.toHaveBeenCalled();
    turn('hidden');
    vi.advanceTimersByTime(1_000);
    expect(reload).not.toHaveBeenCalled();
    turn('visible');
    expect(reload).toHaveBeenCalledTimes(1);
    // the reload restarts the clock
    turn('hidden');
    vi.advanceTimersByTime(60_000);
    turn('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('restarts the clock when new data arrives, and stops listening when the screen goes', () => {
    const reload = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ loaded }) => useReloadWhenVisible(300, reload, loaded),
      { initialProps: { loaded: 'folder A' } },
    );
    vi.advanceTimersByTime(200_000);
    rerender({ loaded: 'folder B' });
    vi.advanceTimersByTime(200_000);
    turn('hidden');
    turn('visible');
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100_000);
    unmount();
    turn('hidden');
    turn('visible');
    expect(reload).not.toHaveBeenCalled();
  });
});
