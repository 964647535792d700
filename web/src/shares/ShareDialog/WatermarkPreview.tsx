import { Box, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { messages } from '../../messages/messages.ts';
import type { WatermarkPosition } from '../share-form.ts';

/** Where each position puts the text inside the picture. */
const placement: Record<WatermarkPosition, CSSProperties> = {
  TOPLEFT: { top: 8, left: 8 },
  TOPCENTER: { top: 8, left: '50%', transform: 'translateX(-50%)' },
  TOPRIGHT: { top: 8, right: 8 },
  CENTER: { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' },
  BOTTOMLEFT: { bottom: 8, left: 8 },
  BOTTOMCENTER: { bottom: 8, left: '50%', transform: 'translateX(-50%)' },
  BOTTOMRIGHT: { bottom: 8, right: 8 },
};

/** A 16:9 picture with the watermark's text where visitors will see it. */
export function WatermarkPreview(props: { text: string; position: WatermarkPosition }) {
  return (
    <Box
      role="img"
      aria-label={messages.shares.watermarkPreview(
        props.text,
        messages.shares.positions[props.position],
      )}
      pos="relative"
      w={240}
      style={{ aspectRatio: '16 / 9', background: '#1f1f1f', borderRadius: 4, overflow: 'hidden' }}
    >
      <Text
        aria-hidden
        size="xs"
        fw={600}
        c="#ffffff"
        pos="absolute"
        style={{ ...placement[props.position], whiteSpace: 'nowrap' }}
      >
        {props.text}
      </Text>
    </Box>
  );
}
