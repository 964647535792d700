/** What a key does in the player (media-handling sections 5 and 9). */
export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'step'; frames: number }
  | { type: 'skip'; seconds: number }
  | { type: 'mute' }
  | { type: 'fullscreen' };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

export interface ShortcutContext {
  playing: boolean;
  /** Audio skips a second where video steps a frame. */
  audio: boolean;
  /** In stills mode ← and → go to other assets instead. */
  stills?: boolean;
}

export const SKIP_PLAYING_SECONDS = 10;
export const SKIP_SHORT_SECONDS = 1;

/** ← and →: 10 s while playing, 1 s with Shift or for audio, otherwise one frame. */
function arrow(direction: 1 | -1, shift: boolean, context: ShortcutContext): PlayerAction {
  if (context.audio || shift) return { type: 'skip', seconds: direction * SKIP_SHORT_SECONDS };
  if (context.playing) return { type: 'skip', seconds: direction * SKIP_PLAYING_SECONDS };
  return { type: 'step', frames: direction };
}

/** The keys actionForKey knows, alone or with Shift, as Mantine's useHotkeys names them. */
export const PLAYER_HOTKEYS = ['space', 'ArrowLeft', 'ArrowRight', 'm', 'f'].flatMap((key) => [
  key,
  `shift+${key}`,
]);

export function actionForKey(press: KeyPress, context: ShortcutContext): PlayerAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case ' ':
      return { type: 'toggle-play' };
    case 'ArrowLeft':
      return context.stills ? null : arrow(-1, press.shiftKey, context);
    case 'ArrowRight':
      return context.stills ? null : arrow(1, press.shiftKey, context);
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    default:
      return null;
  }
}

/** The keys playlistStepForKey knows, as Mantine's useHotkeys names them. */
export const PLAYLIST_HOTKEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * ↑ and ↓: the next and previous asset of the playlist; in stills mode ← and → too (the
 * previous and next).
 */
export function playlistStepForKey(press: KeyPress, stills: boolean): 1 | -1 | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.shiftKey) return null;
  switch (press.key) {
    case 'ArrowUp':
      return 1;
    case 'ArrowDown':
      return -1;
    case 'ArrowRight':
      return stills ? 1 : null;
    case 'ArrowLeft':
      return stills ? -1 : null;
    default:
      return null;
  }
}

const TEXT_INPUT_TYPES = new Set([
  '',
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'time',
  'datetime-local',
]);

/** Widgets that use the keys themselves (sliders, menus, lists). */
const KEYED_ROLES = new Set(['slider', 'menuitem', 'option', 'listbox', 'combobox', 'textbox']);

interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?: (name: string) => string | null;
}

/** Typing in a text field disables the shortcuts; so does a focused slider or menu. */
export function blocksShortcuts(target: TargetLike | null): boolean {
  if (!target?.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  if (tag === 'input') return TEXT_INPUT_TYPES.has((target.type ?? '').toLowerCase());
  const role = target.getAttribute?.('role');
  return role ? KEYED_ROLES.has(role) : false;
}
