import { useHotkeys } from '@mantine/hooks';
import {
  actionForKey,
  blocksShortcuts,
  PLAYER_HOTKEYS,
  type PlayerAction,
  type ShortcutContext,
} from './shortcuts.ts';

/** The player's keys on the whole page, except while typing or in a widget that owns keys. */
export function useKeyboardShortcuts(
  context: ShortcutContext,
  onAction: (action: PlayerAction) => void,
): void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.defaultPrevented || blocksShortcuts(target)) return;
    const action = actionForKey(event, context);
    if (!action) return;
    event.preventDefault();
    onAction(action);
  };
  // which elements let the keys through is blocksShortcuts' rule, not the hook's tag list
  useHotkeys(
    PLAYER_HOTKEYS.map((hotkey) => [hotkey, onKey, { preventDefault: false }]),
    [],
  );
}
