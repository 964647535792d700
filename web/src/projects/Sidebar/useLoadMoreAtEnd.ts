import { useThrottledCallback } from '@mantine/hooks';
import { type RefObject, useEffect } from 'react';

/** The sidebar looks at its scroll at most this often (projects-workspaces-folders: 350 ms). */
export const SIDEBAR_SCROLL_THROTTLE_MS = 350;

/** How near the end (px) counts as the end: a row or so before it. */
const END_MARGIN = 48;

/**
 * `loadMore` when what scrolls the element (the drawer it sits in) has been scrolled to its end;
 * the scroll is looked at no more than every 350 ms, the last position always.
 */
export function useLoadMoreAtEnd(element: RefObject<HTMLElement | null>, loadMore: () => void) {
  const check = useThrottledCallback((scroller: Element) => {
    if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - END_MARGIN) {
      loadMore();
    }
  }, SIDEBAR_SCROLL_THROTTLE_MS);
  useEffect(() => {
    // Scroll events do not bubble: heard on their way down, from whichever scroller holds us.
    const onScroll = (event: Event) => {
      const scroller = event.target;
      if (scroller instanceof Element && element.current && scroller.contains(element.current)) {
        check(scroller);
      }
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [element, check]);
}
