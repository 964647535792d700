import { useEffect } from 'react';

/** What lies past the loaded items: whether the server has more, and how to ask for it. */
export interface MorePages {
  hasMore: boolean;
  /** Asks for the next page; does nothing while one is on its way. */
  loadMore(): void;
}

/**
 * Rows from the end of what is loaded at which the next page is asked for: it comes while the
 * rows before it scroll by, yet a first page (100) taller than the screen asks for no second.
 */
export const NEAR_END = 50;

/** Asks for the next page once the last row drawn is within NEAR_END of the loaded end. */
export function useLoadNearEnd(lastShown: number, loaded: number, more: MorePages) {
  const { hasMore, loadMore } = more;
  useEffect(() => {
    if (hasMore && lastShown >= loaded - NEAR_END) loadMore();
  }, [hasMore, loadMore, lastShown, loaded]);
}
