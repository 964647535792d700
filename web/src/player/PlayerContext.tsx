import { useLocalStorage } from '@mantine/hooks';
import { createContext, type ReactNode, type RefObject, useContext, useMemo, useRef } from 'react';
import { type DisplayMode, type Timing, timingOf } from '../timecode/position-format.ts';
import { frameAtTime, seekTimeOfFrame } from '../timecode/timecode.ts';
import { createMediaClock, type MediaClock } from './media-clock.ts';
import {
  clampToWindow,
  effectivePlayMode,
  type PlayerPlaylist,
  type PlayMode,
  playWindow,
  soleAsset,
  storedPlayMode,
} from './modes/play-mode.ts';
import { createSeekMarkStore, type SeekMarkStore } from './seek/seek-marks.ts';

export type MediaKind = 'video' | 'audio' | 'image' | 'document' | 'other';

const kinds: Record<string, MediaKind> = {
  VIDEO: 'video',
  AUDIO: 'audio',
  IMAGE: 'image',
  DOCUMENT: 'document',
  OTHER: 'other',
  // its feed while it runs, then its recording
  LIVE: 'video',
};

/** The player's kind for an asset's type. */
export const mediaKindOf = (type: string): MediaKind => kinds[type] ?? 'other';

/** What the player shares with its neighbours (the comments): position, mode, seek, pause. */
export interface PlayerApi {
  kind: MediaKind;
  timing: Timing;
  clock: MediaClock;
  /** The comments' marks on the seek bar. */
  marks: SeekMarkStore;
  displayMode: DisplayMode;
  setDisplayMode(mode: DisplayMode): void;
  /** The play mode in force: the one chosen, or clips for a playlist of one. */
  playMode: PlayMode;
  setPlayMode(mode: PlayMode): void;
  playlist: PlayerPlaylist;
  /** The video or audio element once it is mounted. */
  media: RefObject<HTMLMediaElement | null>;
  pause(): void;
  /** Seeks within 0..duration, or within fast mode's window. */
  seek(seconds: number): void;
  /** Goes to a time: video lands in the middle of the frame shown there, audio on the time. */
  goTo(seconds: number): void;
}

const PlayerContext = createContext<PlayerApi | null>(null);

interface PlayerProviderProps {
  kind: MediaKind;
  framesPerSecond: number | null;
  timecodeOffset: string | null;
  /** The assets around this one; without one, it plays alone. */
  playlist?: PlayerPlaylist;
  children: ReactNode;
}

export function PlayerProvider({
  kind,
  framesPerSecond,
  timecodeOffset,
  playlist = soleAsset,
  children,
}: PlayerProviderProps) {
  // persisted viewer state (media-handling section 9)
  const [displayMode, setDisplayMode] = useLocalStorage<DisplayMode>({
    key: 'rushes.player.displayMode',
    defaultValue: 'timecode',
    getInitialValueInEffect: false,
  });
  const [chosenPlayMode, setPlayMode] = useLocalStorage<PlayMode>({
    key: 'rushes.player.playMode',
    defaultValue: 'clips',
    deserialize: storedPlayMode,
    getInitialValueInEffect: false,
  });
  const playMode = effectivePlayMode(chosenPlayMode, playlist.size);
  const media = useRef<HTMLMediaElement | null>(null);
  const clock = useMemo(createMediaClock, []);
  const marks = useMemo(createSeekMarkStore, []);
  const api = useMemo<PlayerApi>(() => {
    const timeOnly = kind !== 'video';
    const timing = timingOf(framesPerSecond, timecodeOffset, timeOnly);
    const { fps } = timing;
    const seek = (seconds: number) => {
      const element = media.current;
      if (!element) return;
      const target = clampToWindow(seconds, playWindow(playMode, element.duration));
      element.currentTime = target;
      clock.set(target);
    };
    return {
      kind,
      timing,
      clock,
      marks,
      displayMode,
      setDisplayMode,
      playMode,
      setPlayMode,
      playlist,
      media,
      pause: () => media.current?.pause(),
      seek,
      goTo: (seconds) => seek(timeOnly ? seconds : seekTimeOfFrame(frameAtTime(seconds, fps), fps)),
    };
  }, [
    kind,
    framesPerSecond,
    timecodeOffset,
    clock,
    marks,
    displayMode,
    setDisplayMode,
    playMode,
    setPlayMode,
    playlist,
  ]);
  return <PlayerContext.Provider value={api}>{children}</PlayerContext.Provider>;
}

export function usePlayer(): PlayerApi {
  const api = useContext(PlayerContext);
  if (!api) throw new Error('usePlayer outside a PlayerProvider');
  return api;
}
