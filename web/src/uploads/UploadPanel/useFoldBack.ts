import { useEffect, useRef, useState } from 'react';
import type { Operation } from '../operation.ts';
import { FOLD_BACK_DELAY_MS, foldsBack, isUnderWay } from './fold-back.ts';

/** What the panel's wrapper listens to: the pointer over it and the focus inside it. */
export interface FoldBackHandlers {
  onPointerEnter(): void;
  onPointerLeave(): void;
  onFocus(): void;
  onBlur(event: React.FocusEvent<HTMLElement>): void;
}

/**
 * Folds the open upload list back FOLD_BACK_DELAY_MS after its work has ended (see `foldsBack`);
 * the pointer or the focus coming back holds it open and starts the wait again when they leave.
 */
export function useFoldBack(
  opened: boolean,
  operations: readonly Operation[],
  close: () => void,
): FoldBackHandlers {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const openedForWork = useRef(false);
  const underWay = isUnderWay(operations);
  if (!opened) openedForWork.current = false;
  else if (underWay) openedForWork.current = true;
  const folds = foldsBack({ operations, openedForWork: openedForWork.current, hovered, focused });

  useEffect(() => {
    if (opened) return;
    // a list closed under the pointer or with the focus in it opens again without them
    setHovered(false);
    setFocused(false);
  }, [opened]);

  useEffect(() => {
    if (!opened || !folds) return;
    const timer = setTimeout(close, FOLD_BACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened, folds, close]);

  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
    },
  };
}
