// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_SCROLL_THROTTLE_MS, useLoadMoreAtEnd } from './useLoadMoreAtEnd.ts';

/** A drawer 500 px high over a 5,000 px list, holding the sidebar. */
function drawer() {
  const scroller = document.createElement('div');
  const sidebar = document.createElement('div');
  scroller.append(sidebar);
  document.body.append(scroller);
  Object.defineProperty(scroller, 'clientHeight', { value: 500 });
  Object.defineProperty(scroller, 'scrollHeight', { value: 5000 });
  const scrollTo = (top: number) => {
    scroller.scrollTop = top;
    scroller.dispatchEvent(new Event('scroll'));
  };
  return { sidebar, scrollTo };
}

describe('useLoadMoreAtEnd', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('loads more when scrolled to the end, looking at the scroll at most every 350 ms', () => {
    const { sidebar, scrollTo } = drawer();
    const loadMore = vi.fn();
    renderHook(() => useLoadMoreAtEnd({ current: sidebar }, loadMore));
    scrollTo(1000);
    expect(loadMore).not.toHaveBeenCalled();
    // within the 350 ms the end is reached: heard only when the wait is over
    scrollTo(4500);
    scrollTo(4500);
    vi.advanceTimersByTime(SIDEBAR_SCROLL_THROTTLE_MS - 1);
    expect(loadMore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadMore).toHaveBeenCalledTimes(1);
    // ten scrolls over the next 700 ms: looked at twice more, not ten times
    for (let step = 0; step < 10; step += 1) {
      scrollTo(4500);
      vi.advanceTimersByTime(SIDEBAR_SCROLL_THROTTLE_MS / 5);
    }
    expect(loadMore).toHaveBeenCalledTimes(3);
  });

  it('ignores other scrollers', () => {
    const { scrollTo } = drawer();
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    const loadMore = vi.fn();
    renderHook(() => useLoadMoreAtEnd({ current: elsewhere }, loadMore));
    scrollTo(4500);
    vi.advanceTimersByTime(SIDEBAR_SCROLL_THROTTLE_MS * 2);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
