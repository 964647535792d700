import { Box } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { messages } from '../../../messages/messages.ts';

/** Arrow keys move the wipe 1 %, with Shift (or Page Up / Down) 10 %. */
const STEP = 1;
const BIG_STEP = 10;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

function keyedPosition(event: KeyboardEvent, position: number): number | null {
  const step = event.shiftKey ? BIG_STEP : STEP;
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(position - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(position + step);
    case 'PageDown':
      return clamp(position - BIG_STEP);
    case 'PageUp':
      return clamp(position + BIG_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/**
 * The A/B wipe's vertical divider, at `position` % of the picture's width (A on its left, B on
 * its right): dragged with the pointer, or moved with the keyboard as a slider.
 */
export function WipeDivider({
  position,
  onChange,
}: {
  position: number;
  onChange: (position: number) => void;
}) {
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const picture = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!picture || picture.width === 0) return;
    onChange(clamp(((event.clientX - picture.left) / picture.width) * 100));
  };
  const rounded = Math.round(position);
  return (
    <Box
      pos="absolute"
      top={0}
      bottom={0}
      w={24}
      style={{ left: `${position}%`, translate: '-50% 0', cursor: 'ew-resize', zIndex: 2 }}
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={follow}
      data-testid="wipe-divider"
    >
      <Box pos="absolute" top={0} bottom={0} left="50%" w={2} bg="white" ml={-1} />
      <Box
        role="slider"
        tabIndex={0}
        aria-label={messages.viewer.versions.wipePosition}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%`}
        onKeyDown={(event) => {
          const next = keyedPosition(event, position);
          if (next === null) return;
          event.preventDefault();
          onChange(next);
        }}
        pos="absolute"
        top="50%"
        left="50%"
        w={28}
        h={28}
        bg="white"
        c="black"
        style={{
          translate: '-50% -50%',
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <IconArrowsHorizontal size={18} aria-hidden />
      </Box>
    </Box>
  );
}
