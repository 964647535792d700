import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { type MorePages, useLoadNearEnd } from './more-pages.ts';
import { useScrollFrame, useTopOnNewOrder } from './useScrollFrame.ts';

/** Every row of the folder list is this tall (spec: 48 px rows). */
export const ROW_HEIGHT = 48;
const OVERSCAN = 12;

/**
 * The rows of a table body that draw only what is in view: a spacer row above and below stand
 * for the others, so the table stays one table (header, rows, cells) for screen readers.
 */
export function VirtualTableRows(props: {
  count: number;
  row(index: number): ReactNode;
  more: MorePages;
  /** The sort and filter shown: the list scrolls back to the top when they change. */
  order: string;
}) {
  const start = useRef<HTMLTableRowElement>(null);
  const frame = useScrollFrame(start);
  useTopOnNewOrder(frame, props.order);
  const virtualizer = useVirtualizer({
    count: props.count,
    getScrollElement: () => frame.parent,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: frame.margin,
  });
  const shown = virtualizer.getVirtualItems();
  const first = shown[0];
  const last = shown.at(-1);
  useLoadNearEnd(last?.index ?? -1, props.count, props.more);
  const above = first ? first.start - frame.margin : 0;
  const below = last ? virtualizer.getTotalSize() - (last.end - frame.margin) : 0;
  return (
    <>
      <Spacer ref={start} height={above} />
      {shown.map((item) => props.row(item.index))}
      <Spacer height={below} />
    </>
  );
}

/** Holds the place of rows not drawn; nothing in it is read out. */
function Spacer({ ref, height }: { ref?: React.Ref<HTMLTableRowElement>; height: number }) {
  return <tr ref={ref} aria-hidden style={{ height, border: 0, padding: 0 }} />;
}
