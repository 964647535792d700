import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The nearest ancestor that clips what overflows it, and so scrolls it (the layout's scroll area,
 * whose overflow may still be hidden when the list first draws), else the page.
 */
export function scrollParentOf(element: Element): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY !== 'visible' && overflowY !== 'clip') return node;
  }
  return document.documentElement;
}

export interface ScrollFrame {
  /** What scrolls the list; null until the list is on the page. */
  parent: HTMLElement | null;
  /** How far below the top of `parent`'s content the list's first row stands. */
  margin: number;
}

/**
 * Where a virtual list scrolls: the list lives inside the page's scroll area rather than a
 * scroller of its own, so it is told where it starts (`start` is its first row's place),
 * measured again whenever the content around it changes size.
 */
export function useScrollFrame(start: RefObject<HTMLElement | null>): ScrollFrame {
  const [frame, setFrame] = useState<ScrollFrame>({ parent: null, margin: 0 });
  useLayoutEffect(() => {
    const element = start.current;
    if (!element) return;
    const parent = scrollParentOf(element);
    const measure = () => {
      const top = element.getBoundingClientRect().top - parent.getBoundingClientRect().top;
      const margin = Math.round(top + parent.scrollTop);
      setFrame((was) =>
        was.parent === parent && was.margin === margin ? was : { parent, margin },
      );
    };
    measure();
    const content = parent.firstElementChild;
    if (!content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [start]);
  return frame;
}

/**
 * Back to the top when `order` changes (another sort or filter: the list starts again from its
 * first page), not when the same list reloads.
 */
export function useTopOnNewOrder(frame: ScrollFrame, order: string) {
  const { parent } = frame;
  const shown = useRef(order);
  useEffect(() => {
    if (shown.current === order) return;
    shown.current = order;
    parent?.scrollTo({ top: 0 });
  }, [parent, order]);
}
