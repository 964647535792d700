import { useSyncExternalStore } from 'react';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';

/** Items dragged out of the open folder, and how a drop moves (or copies) them somewhere. */
export interface ItemDrag {
  items: readonly MenuItemTarget[];
  /** Whether they moved (or were copied). */
  dropOn(target: MenuItemTarget, copy: boolean): Promise<boolean>;
}

let current: ItemDrag | null = null;
const listeners = new Set<() => void>();

const publish = (next: ItemDrag | null) => {
  current = next;
  for (const listener of listeners) listener();
};

/**
 * The one drag under way, shared by the folder's rows and the project tree beside them: a drag
 * event can say what it carries only once dropped, while a target must know sooner whether it
 * takes the items.
 */
export const itemDrag = {
  start: (drag: ItemDrag) => publish(drag),
  end: () => publish(null),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useItemDrag = () => useSyncExternalStore(subscribe, () => current);
