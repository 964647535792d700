import { Box, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SeekPreview_version$key } from '../../__generated__/SeekPreview_version.graphql.ts';
import { type SpriteSheet, tileStyle } from '../../components/sprites/sprite-sheet.ts';
import { formatPosition } from '../../timecode/position-format.ts';
import { usePlayer } from '../PlayerContext.tsx';
import { seekPreviewAt } from './seek-preview.ts';
import { useBarPointer } from './useBarPointer.ts';

const SpriteContext = createContext<SpriteSheet | null>(null);

/** Hands the version's player sprite (signed sheet URLs) to the seek bar's preview. */
export function SeekPreviewSprite({
  version,
  children,
}: {
  version: SeekPreview_version$key;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment SeekPreview_version on Version {
        playerSprite {
          urls
          columns
          rows
          tileWidth
          tileHeight
          frameCount
          intervalMs
        }
      }
    `,
    version,
  );
  return (
    <SpriteContext.Provider value={data.playerSprite ?? null}>{children}</SpriteContext.Provider>
  );
}

/**
 * Above the seek bar, the picture (from the player sprite) and the position of the moment under
 * the pointer. It sits in the bar's positioned wrapper, beside the slider.
 */
export function SeekPreview({ duration }: { duration: number }) {
  const sprite = useContext(SpriteContext);
  const { displayMode, timing } = usePlayer();
  const anchor = useRef<HTMLDivElement>(null);
  const pointer = useBarPointer(anchor);
  const frame = pointer && duration > 0 ? seekPreviewAt(sprite, pointer, duration) : null;
  return (
    <Box
      ref={anchor}
      hidden={!frame}
      pos="absolute"
      bottom="100%"
      left={frame ? (pointer?.offset ?? 0) + frame.left : 0}
      w={frame?.width}
      mb={6}
      style={{ pointerEvents: 'none', zIndex: 1 }}
      data-testid="seek-preview"
    >
      {frame?.tile && sprite && (
        <Box
          h={frame.height}
          style={{
            ...tileStyle(sprite, frame.tile, frame.width, window.devicePixelRatio),
            backgroundColor: 'black',
            borderRadius: 4,
            boxShadow: '0 0 0 1px var(--mantine-color-dark-3)',
          }}
          data-testid="seek-preview-picture"
        />
      )}
      {frame && (
        <Text
          size="xs"
          ta="center"
          c="gray.0"
          bg="dark.7"
          mt={4}
          mx="auto"
          px={4}
          w="fit-content"
          style={{ borderRadius: 4, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatPosition(frame.seconds, displayMode, timing)}
        </Text>
      )}
    </Box>
  );
}
