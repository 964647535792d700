import { useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useClockValue } from '../player/media-clock.ts';
import { usePlayer } from '../player/PlayerContext.tsx';
import { frameAtTime } from '../timecode/timecode.ts';
import { containedRect } from '../watermark/look.ts';
import { useNaturalSize } from '../watermark/WatermarkLayer.tsx';

/**
 * Where the picture shows inside the element `ref` is set on (the player's stage): letterboxed or
 * pillarboxed as the video's own size says, in CSS pixels, whole.
 */
export function usePictureBox() {
  const stage = useElementSize();
  const natural = useNaturalSize(usePlayer().media);
  const rect = containedRect({ width: stage.width, height: stage.height }, natural);
  const box = {
    left: Math.round(rect.left),
    top: Math.round(rect.top),
    width: Math.round(rect.width),
    height: Math.round(rect.height),
  };
  return { ref: stage.ref, box, natural };
}

/** The frame the video is paused on; null while it plays. */
export function usePausedFrame(): number | null {
  const player = usePlayer();
  const frame = useClockValue(player.clock, (seconds) => frameAtTime(seconds, player.timing.fps));
  const [paused, setPaused] = useState(true);
  useEffect(() => {
    const element = player.media.current;
    if (!element) return;
    const update = () => setPaused(element.paused);
    update();
    element.addEventListener('play', update);
    element.addEventListener('pause', update);
    return () => {
      element.removeEventListener('play', update);
      element.removeEventListener('pause', update);
    };
  }, [player.media]);
  return paused ? frame : null;
}
