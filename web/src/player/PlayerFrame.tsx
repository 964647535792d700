import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { VIEWER_MAX_WIDTH } from './playback.ts';

/** The viewer's stage: up to 1920 px wide, 16:9 (media-handling section 2). */
export function PlayerFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      maw={VIEWER_MAX_WIDTH}
      w="100%"
      mx="auto"
      bg="black"
      pos="relative"
      style={{ aspectRatio: '16 / 9', overflow: 'hidden' }}
    >
      {children}
    </Box>
  );
}

/** Centred content on the stage (spinner, error, icon). */
export function StageMessage({ children }: { children: ReactNode }) {
  return (
    <Center pos="absolute" inset={0} c="gray.4" p="md" style={{ textAlign: 'center' }}>
      {children}
    </Center>
  );
}
