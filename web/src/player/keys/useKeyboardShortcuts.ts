import { useHotkeys } from '@mantine/hooks';
import {
  actionForKey,
  blocksShortcuts,
  PLAYER_HOTKEYS,
  type PlayerAction,
  type ShortcutContext,
} from './shortcuts.ts';

/**
 * `hotkeys` on the whole page, except while typing or in a widget that owns keys; `handle` says
 * whether it used the key (which then does nothing else).
 */
export function usePageKeys(hotkeys: string[], handle: (event: KeyboardEvent) => boolean): void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.defaultPrevented || blocksShortcuts(target)) return;
    if (handle(event)) event.preventDefault();
  };
  // which elements let the keys through is blocksShortcuts' rule, not the hook's tag list
  useHotkeys(
    hotkeys.map((hotkey) => [hotkey, onKey, { preventDefault: false }]),
    [],
  );
}

/** The player's keys. */
export function useKeyboardShortcuts(
  context: ShortcutContext,
  onAction: (action: PlayerAction) => void,
): void {
  usePageKeys(PLAYER_HOTKEYS, (event) => {
    const action = actionForKey(event, context);
    if (action) onAction(action);
    return action !== null;
  });
}
