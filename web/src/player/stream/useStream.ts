import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { LIVE_EDGE, listLevels, openStream, type Stream } from './hls-stream.ts';
import { type OriginalFile, openOriginal } from './original-file.ts';
import {
  AUTO_LEVEL,
  manualLevelOf,
  ORIGINAL_LEVEL,
  optionFor,
  type QualityOption,
  qualityOptions,
  type StreamLevel,
} from './quality-levels.ts';
import { useManualLevel } from './useManualLevel.ts';

type VersionLevels = readonly { width: number; height: number; hdr: boolean }[];

const fileOf = (url: string) => url.split('?')[0] ?? url;

export interface StreamState {
  levels: StreamLevel[];
  /** The quality menu below Auto: the levels this browser decodes, then Original. */
  options: QualityOption[];
  /** The chosen option; -1 is Auto, 100 Original. */
  selected: number;
  /** The level playing now (what Auto picked). */
  playing: number;
  failed: boolean;
  /** How long the picture runs, from the playlist; null until known (and with the browser's own HLS). */
  pictureDuration: number | null;
  select(id: number): void;
}

/**
 * Plays `url` in `media`, or the uploaded file when Original is chosen and the browser plays it
 * (else the stream). A feed playing now (`live`) opens at its live edge. A new URL for the same
 * media (signed URLs refreshed before they expire, or the full ladder once transcoding ends, a
 * feed's too once it has ended) resumes at the same position.
 */
export function useStream(
  media: HTMLMediaElement | null,
  url: string,
  versionLevels: VersionLevels,
  original: OriginalFile | null = null,
  live = false,
): StreamState {
  const [levels, setLevels] = useState<StreamLevel[]>([]);
  const [playing, setPlaying] = useState(AUTO_LEVEL);
  const [failed, setFailed] = useState(false);
  const [pictureDuration, setPictureDuration] = useState<number | null>(null);
  const [manual, setManual] = useManualLevel(versionLevels.some((level) => level.hdr));
  // the file the browser could not play, without its signature (which changes as URLs refresh)
  const [unplayable, setUnplayable] = useState<string | null>(null);
  const playable = original && fileOf(original.url) !== unplayable ? original : null;
  const options = qualityOptions(levels, playable && { name: messages.viewer.original });
  const originalUrl = manual === ORIGINAL_LEVEL ? (playable?.url ?? null) : null;
  const mimetype = original?.mimetype ?? '';
  const current = useRef<Stream | null>(null);
  const known = useRef(versionLevels);
  known.current = versionLevels;
  const chosen = useRef(manual);
  chosen.current = manual;
  const isLive = useRef(live);
  isLive.current = live;
  // null until a first source has loaded
  const resumeAt = useRef<number | null>(null);

  useEffect(() => {
    if (!media) return;
    let opened: Stream | null = null;
    let live = true;
    setFailed(false);
    setPictureDuration(null);
    const startPosition = resumeAt.current ?? (isLive.current ? LIVE_EDGE : 0);
    const streamOptions = { startPosition, versionLevels: known.current, live: isLive.current };
    const onLevels = (next: StreamLevel[]) => {
      if (!live) return;
      setLevels(next);
      const level = optionFor(chosen.current, qualityOptions(next));
      if (level !== AUTO_LEVEL) opened?.setLevel(level);
    };
    let stopListing = () => {};
    if (originalUrl) {
      const file = { url: originalUrl, mimetype };
      opened = openOriginal(
        media,
        file,
        () => setUnplayable(fileOf(originalUrl)),
        resumeAt.current ?? 0,
      );
      current.current = opened;
      setPlaying(ORIGINAL_LEVEL);
      listLevels(url, streamOptions, onLevels).then((stop) => {
        stopListing = stop;
      });
    } else {
      setPlaying(AUTO_LEVEL);
      const events = {
        onLevels,
        onLevelSwitched: setPlaying,
        onPictureDuration: setPictureDuration,
        onFailed: () => setFailed(true),
      };
      const take = (stream: Stream) => {
        if (!live) return stream.destroy();
        opened = stream;
        current.current = stream;
      };
      const opening = openStream(media, url, events, streamOptions);
      if (opening instanceof Promise) opening.then(take, () => live && setFailed(true));
      else take(opening);
    }
    return () => {
      live = false;
      // detaching resets the element's time: the next source resumes from here (a feed not yet
      // loaded still opens at its edge)
      if (media.readyState > HTMLMediaElement.HAVE_NOTHING) resumeAt.current = media.currentTime;
      stopListing();
      opened?.destroy();
      current.current = null;
    };
  }, [media, url, originalUrl, mimetype]);

  const select = useCallback(
    (id: number) => {
      setManual(manualLevelOf(id, options));
      if (id !== ORIGINAL_LEVEL) current.current?.setLevel(id);
    },
    [options, setManual],
  );

  const selected = originalUrl ? ORIGINAL_LEVEL : optionFor(manual, options);
  return { levels, options, selected, playing, failed, pictureDuration, select };
}
