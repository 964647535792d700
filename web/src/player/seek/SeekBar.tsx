import { Box, Slider } from '@mantine/core';
import { messages } from '../../messages/messages.ts';
import { formatPosition } from '../../timecode/position-format.ts';
import { useClockValue } from '../media-clock.ts';
import { usePlayer } from '../PlayerContext.tsx';
import { SeekMarkers } from './SeekMarkers.tsx';
import { SeekPreview } from './SeekPreview.tsx';

/** The progress slider; dragging seeks (video lands on whole frames). */
export function SeekBar({ duration }: { duration: number }) {
  const player = usePlayer();
  const { clock, displayMode, timing } = player;
  const value = useClockValue(clock, (seconds) => seconds);
  return (
    <Box pos="relative">
      <SeekPreview duration={duration} />
      <Slider
        thumbLabel={messages.viewer.seek}
        min={0}
        max={duration > 0 ? duration : 1}
        step={0.001}
        precision={3}
        value={Math.min(value, duration)}
        onChange={player.goTo}
        label={(seconds) => formatPosition(seconds, displayMode, timing)}
        showLabelOnHover={false}
        size="sm"
        thumbSize={12}
        disabled={duration <= 0}
        styles={{ track: { cursor: 'pointer' } }}
      />
      <SeekMarkers duration={duration} />
    </Box>
  );
}
