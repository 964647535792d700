import { PLAYLIST_HOTKEYS, playlistStepForKey } from '../../player/keys/shortcuts.ts';
import { usePageKeys } from '../../player/keys/useKeyboardShortcuts.ts';
import type { PlayerPlaylist } from '../../player/modes/play-mode.ts';
import { usePlayer } from '../../player/PlayerContext.tsx';

/** ↑ and ↓ go to the next and previous take, and ← and → in stills mode (section 9). */
export function usePlaylistKeys(playlist: PlayerPlaylist): void {
  const { playMode, kind } = usePlayer();
  // a PDF's ← and → turn its pages
  const stills = playMode === 'stills' && kind !== 'document';
  usePageKeys(PLAYLIST_HOTKEYS, (event) => {
    const step = playlistStepForKey(event, stills);
    if (step === 1) playlist.next?.();
    if (step === -1) playlist.previous?.();
    return step !== null;
  });
}
