import { useCallback, useEffect, useRef, useState } from 'react';
import { openStream, type Stream } from './hls-stream.ts';
import { AUTO_LEVEL, type StreamLevel } from './quality-levels.ts';

type VersionLevels = readonly { width: number; height: number; hdr: boolean }[];

export interface StreamState {
  levels: StreamLevel[];
  /** The chosen level; -1 is Auto. */
  selected: number;
  /** The level playing now (what Auto picked). */
  playing: number;
  failed: boolean;
  /** How long the picture runs, from the playlist; null until known (and with the browser's own HLS). */
  pictureDuration: number | null;
  select(index: number): void;
}

/**
 * Plays `url` in `media`. A new URL for the same media (signed URLs refreshed before they
 * expire, or the full ladder once transcoding ends) resumes at the same position.
 */
export function useStream(
  media: HTMLMediaElement | null,
  url: string,
  versionLevels: VersionLevels,
): StreamState {
  const [levels, setLevels] = useState<StreamLevel[]>([]);
  const [selected, setSelected] = useState(AUTO_LEVEL);
  const [playing, setPlaying] = useState(AUTO_LEVEL);
  const [failed, setFailed] = useState(false);
  const [pictureDuration, setPictureDuration] = useState<number | null>(null);
  const current = useRef<Stream | null>(null);
  const known = useRef(versionLevels);
  known.current = versionLevels;
  const chosen = useRef(AUTO_LEVEL);
  const resumeAt = useRef(0);

  useEffect(() => {
    if (!media) return;
    let opened: Stream | null = null;
    let live = true;
    setFailed(false);
    setPictureDuration(null);
    const events = {
      onLevels(next: StreamLevel[]) {
        setLevels(next);
        if (chosen.current !== AUTO_LEVEL && chosen.current < next.length) {
          opened?.setLevel(chosen.current);
        }
      },
      onLevelSwitched: setPlaying,
      onPictureDuration: setPictureDuration,
      onFailed: () => setFailed(true),
    };
    const options = { startPosition: resumeAt.current, versionLevels: known.current };
    openStream(media, url, events, options).then(
      (stream) => {
        if (!live) return stream.destroy();
        opened = stream;
        current.current = stream;
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      // detaching resets the element's time: the next source resumes from here
      resumeAt.current = media.currentTime;
      opened?.destroy();
      current.current = null;
    };
  }, [media, url]);

  const select = useCallback((index: number) => {
    chosen.current = index;
    setSelected(index);
    current.current?.setLevel(index);
  }, []);

  return { levels, selected, playing, failed, pictureDuration, select };
}
