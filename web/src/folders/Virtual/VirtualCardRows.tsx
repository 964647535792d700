import { Box, Group } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { GridSpinner } from '../Grid/GridSpinner.tsx';
import { type IconSize, pictureWidth, showsMetadata } from '../Grid/grid-sizes.ts';
import { type MorePages, useLoadNearEnd } from './more-pages.ts';
import { useScrollFrame, useTopOnNewOrder } from './useScrollFrame.ts';

/** The space between cards, across and down (Mantine's `sm`). */
const GAP = 12;
/** A card's border and padding around its picture. */
const CARD_FRAME = 14;
const OVERSCAN = 3;

/** A first guess at a row's height, before it is measured: picture, name and details. */
const estimatedRowHeight = (size: IconSize) =>
  Math.round((pictureWidth(size) * 9) / 16) + CARD_FRAME + 26 + (showsMetadata(size) ? 40 : 0);

/**
 * The grid, drawn by rows of cards: as many cards to a row as the width holds at the icon size,
 * only the rows in view (each measured as drawn, so cards may differ in height); below them a
 * spinner while items load for longer than 500 ms.
 */
export function VirtualCardRows(props: {
  count: number;
  card(index: number): ReactNode;
  size: IconSize;
  more: MorePages;
  /** A page, or the list in a new order, is on its way. */
  loading: boolean;
  /** The sort and filter shown: the grid scrolls back to the top when they change. */
  order: string;
}) {
  const { count, size } = props;
  const { ref: sized, width } = useElementSize();
  const start = useRef<HTMLDivElement>(null);
  const frame = useScrollFrame(start);
  useTopOnNewOrder(frame, props.order);
  const perRow = Math.max(1, Math.floor((width + GAP) / (pictureWidth(size) + CARD_FRAME + GAP)));
  const virtualizer = useVirtualizer({
    count: Math.ceil(count / perRow),
    getScrollElement: () => frame.parent,
    estimateSize: () => estimatedRowHeight(size),
    // a row's measured height holds only while it holds the same cards
    getItemKey: (index) => `${index}/${perRow}`,
    gap: GAP,
    overscan: OVERSCAN,
    scrollMargin: frame.margin,
  });
  const shown = virtualizer.getVirtualItems();
  const lastCard = Math.min(count, ((shown.at(-1)?.index ?? -1) + 1) * perRow) - 1;
  useLoadNearEnd(lastCard, count, props.more);
  return (
    <Box ref={sized} mt="xs">
      <div ref={start} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {shown.map((row) => (
          <Group
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            gap={GAP}
            wrap="nowrap"
            align="flex-start"
            pos="absolute"
            top={0}
            left={0}
            w="100%"
            style={{ transform: `translateY(${row.start - frame.margin}px)` }}
          >
            {Array.from({ length: perRow }, (_, column) => row.index * perRow + column)
              .filter((index) => index < count)
              .map((index) => props.card(index))}
          </Group>
        ))}
      </div>
      <GridSpinner loading={props.loading} />
    </Box>
  );
}
