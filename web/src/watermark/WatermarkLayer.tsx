import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  type CounterType,
  isCounter,
  placeOverlay,
  placeWatermark,
  type WatermarkFacts,
  watermarkText,
} from '@rushes/rules';
import { type RefObject, useEffect, useState } from 'react';
import { useStillSize } from '../player/documents/still-size.ts';
import { useClockValue } from '../player/media-clock.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { formatPosition, formatSeconds, type Timing } from '../timecode/position-format.ts';
import { containedRect, type ProjectLook } from './look.ts';
import { WatermarkBoxes } from './WatermarkBoxes.tsx';

/** What the items name that playback does not move. */
export type StillFacts = Omit<WatermarkFacts, 'counters' | 'dateTime'>;

/** The counters at a time, joined so the clock's subscribers compare a string. */
const countersAt = (seconds: number, timing: Timing) =>
  [
    formatPosition(seconds, 'timecode', timing),
    formatPosition(seconds, 'frames', timing),
    formatSeconds(seconds),
  ].join('\n');

function parseCounters(joined: string): Record<CounterType, string> {
  const [TIMECODE = '', FRAME = '', TIME = ''] = joined.split('\n');
  return { TIMECODE, FRAME, TIME };
}

/** The video's own size once known, following a change of level. */
export function useNaturalSize(media: RefObject<HTMLMediaElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = media.current;
    if (!(element instanceof HTMLVideoElement)) return;
    const update = () =>
      setSize(
        element.videoWidth ? { width: element.videoWidth, height: element.videoHeight } : null,
      );
    update();
    element.addEventListener('loadedmetadata', update);
    element.addEventListener('resize', update);
    return () => {
      element.removeEventListener('loadedmetadata', update);
      element.removeEventListener('resize', update);
    };
  }, [media]);
  return size;
}

// Made once: the layer renders with every frame while a counter shows.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The date and time, each second, while an item shows it. */
function useDateTime(live: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  return dateTimeFormat.format(now);
}

/**
 * The project's watermark and overlay over the picture the player shows (a video or a still),
 * laid out by the same rules the transcoder burns them in with; timecode, frame and time follow
 * playback.
 */
export function WatermarkLayer({ look, facts }: { look: ProjectLook; facts: StillFacts }) {
  const player = usePlayer();
  const box = useElementSize();
  const still = useStillSize();
  const natural = useNaturalSize(player.media) ?? still;
  const rect = containedRect({ width: box.width, height: box.height }, natural);
  const items = placeWatermark(look.watermarks, rect);
  const counted = items.some((item) => isCounter(item.type));
  const counters = useClockValue(player.clock, (seconds) =>
    counted ? countersAt(seconds, player.timing) : '',
  );
  const dateTime = useDateTime(items.some((item) => item.type === 'TIMEOFDAY'));
  const all = { ...facts, dateTime, counters: parseCounters(counters) };

  const texts = items.map((item) => ({
    placement: item.placement,
    text: watermarkText(item, all),
  }));
  const overlay =
    look.overlay.enabled && look.imageUrl
      ? { placement: placeOverlay(look.overlay, rect), url: look.imageUrl }
      : null;

  return (
    <Box
      ref={box.ref}
      pos="absolute"
      inset={0}
      aria-hidden
      data-testid="watermark-layer"
      style={{ pointerEvents: 'none' }}
    >
      <WatermarkBoxes rect={rect} texts={texts} overlay={overlay} />
    </Box>
  );
}
