import { Box, Image } from '@mantine/core';
import type { PointerEvent } from 'react';
import { useClockValue } from '../media-clock.ts';
import { usePlayer } from '../PlayerContext.tsx';

/** Audio: the waveform image fills the stage behind the progress; a click or drag seeks. */
export function WaveformProgress({ url, duration }: { url: string | null; duration: number }) {
  const player = usePlayer();
  const share = useClockValue(player.clock, (seconds) => (duration > 0 ? seconds / duration : 0));
  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) player.goTo(((event.clientX - box.left) / box.width) * duration);
  };
  return (
    <Box
      pos="absolute"
      inset={0}
      style={{ cursor: 'pointer', touchAction: 'none' }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        seekAt(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) seekAt(event);
      }}
    >
      {url && <Image src={url} alt="" h="100%" w="100%" fit="fill" draggable={false} />}
      <Box
        pos="absolute"
        top={0}
        bottom={0}
        left={0}
        w={`${share * 100}%`}
        bg="rgba(34, 139, 230, 0.35)"
        style={{ borderRight: '2px solid var(--mantine-color-blue-4)', pointerEvents: 'none' }}
      />
    </Box>
  );
}
