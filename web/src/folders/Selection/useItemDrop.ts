import { type DragEvent, useState } from 'react';
import { canDropOn, type MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { useItemDrag } from './item-drag.ts';

/**
 * A folder that takes the items dragged out of the open folder (a row, a card or a node of the
 * project tree): outlined while they are over it, moved there when dropped (copied with Alt,
 * Ctrl or ⌘ held), then `onDropped`. `over` is false and the props do nothing for a target that
 * does not take them.
 */
export function useItemDrop(target: MenuItemTarget | null, onDropped?: () => void) {
  const drag = useItemDrag();
  const [over, setOver] = useState(false);
  const takes = drag !== null && target !== null && canDropOn(target, drag.items);
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      if (!takes) return;
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      setOver(false);
      if (!takes || !target) return;
      event.preventDefault();
      void drag
        .dropOn(target, event.altKey || event.ctrlKey || event.metaKey)
        .then((ok) => ok && onDropped?.());
    },
  };
  return { over: over && takes, dropProps };
}
