import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedReload, FOLDER_RELOAD_DEBOUNCE_MS } from './folder-reload.ts';

describe('debouncedReload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads once, 1000 ms after the last of a burst of changes', () => {
    const reload = vi.fn();
    const folder = debouncedReload(reload);
    folder.request();
    vi.advanceTimersByTime(600);
    folder.request();
    vi.advanceTimersByTime(600);
    folder.request();
    vi.advanceTimersByTime(FOLDER_RELOAD_DEBOUNCE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    folder.request();
    vi.advanceTimersByTime(FOLDER_RELOAD_DEBOUNCE_MS);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('drops a pending reload when the folder closes', () => {
    const reload = vi.fn();
    const folder = debouncedReload(reload);
    folder.request();
    folder.cancel();
    vi.advanceTimersByTime(FOLDER_RELOAD_DEBOUNCE_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
