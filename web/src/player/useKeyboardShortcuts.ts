import { useEffect, useRef } from 'react';
import {
  actionForKey,
  blocksShortcuts,
  type PlayerAction,
  type ShortcutContext,
} from './shortcuts.ts';

/** The player's keys on the whole page, except while typing or in a widget that owns keys. */
export function useKeyboardShortcuts(
  context: ShortcutContext,
  onAction: (action: PlayerAction) => void,
): void {
  const latest = useRef({ context, onAction });
  latest.current = { context, onAction };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        blocksShortcuts(event.target instanceof HTMLElement ? event.target : null)
      )
        return;
      const action = actionForKey(event, latest.current.context);
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
