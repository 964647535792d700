// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MS, useAutosave } from './useAutosave.ts';

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the last value once it has rested 1 s, never the first one', () => {
    const save = vi.fn();
    const { rerender } = renderHook(({ value }) => useAutosave(value, save), {
      initialProps: { value: { name: 'Feature' } },
    });
    vi.advanceTimersByTime(AUTOSAVE_MS * 2);
    expect(save).not.toHaveBeenCalled();
    rerender({ value: { name: 'Feature F' } });
    vi.advanceTimersByTime(AUTOSAVE_MS - 1);
    rerender({ value: { name: 'Feature Film' } });
    vi.advanceTimersByTime(AUTOSAVE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith({ name: 'Feature Film' });
  });
});
