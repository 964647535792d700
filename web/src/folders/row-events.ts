import type { MouseEvent } from 'react';

/**
 * A right click on a row opens its menu instead of the browser's, when it has one. (The menu's
 * own clicks, its dialogs' included, reach the row through React's tree: `stopRowClick` keeps
 * them from opening the item.)
 */
export const openMenuOnRightClick =
  (hasMenu: boolean, open: (opened: boolean) => void) => (event: MouseEvent) => {
    if (!hasMenu) return;
    event.preventDefault();
    open(true);
  };

export const stopRowClick = (event: MouseEvent) => event.stopPropagation();
