import { Box, ScrollArea, Splitter } from '@mantine/core';
import { useLocalStorage, useViewportSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { BOTTOM_RESERVE_VAR } from './bottom-reserve.ts';
import { clampDrawer, DRAWER_MIN_WIDTH, drawerDefault, drawerMax } from './drawer-width.ts';

/** The widths the user chose by dragging; null until they do. */
type Widths = { left: number | null; right: number | null };

/**
 * A pane's content ends with room for the open upload list, so its last rows scroll out from
 * under the list instead of staying covered.
 */
function PaneScroll({ children }: { children: ReactNode }) {
  return (
    <ScrollArea h="100%">
      <Box pb={`var(${BOTTOM_RESERVE_VAR}, 0px)`}>{children}</Box>
    </ScrollArea>
  );
}

interface DrawerLayoutProps {
  left?: ReactNode;
  right?: ReactNode;
  children: ReactNode;
}

/** The default layout's body: resizable left and right drawers around the main area. */
export function DrawerLayout({ left, right, children }: DrawerLayoutProps) {
  const [widths, setWidths] = useLocalStorage<Widths>({
    key: 'rushes.drawers',
    defaultValue: { left: null, right: null },
    getInitialValueInEffect: false,
  });
  const { width: viewport } = useViewportSize();
  const windowWidth = viewport || window.innerWidth;
  const max = drawerMax(windowWidth);
  const px = (value: number | null) =>
    `${clampDrawer(value ?? drawerDefault(windowWidth), max)}px` as const;
  const slots = [left && 'left', 'main', right && 'right'].filter(Boolean);

  const remember = (_handle: number, sizes: (string | number)[]) => {
    const read = (slot: string) =>
      Math.round(Number.parseFloat(String(sizes[slots.indexOf(slot)])));
    setWidths({
      left: left ? read('left') : widths.left,
      right: right ? read('right') : widths.right,
    });
  };

  return (
    <Splitter h="100%" onResizeEnd={remember} lineSize={1}>
      {left && (
        <Splitter.Pane defaultSize={px(widths.left)} min={`${DRAWER_MIN_WIDTH}px`} max={`${max}px`}>
          <PaneScroll>{left}</PaneScroll>
        </Splitter.Pane>
      )}
      <Splitter.Pane defaultSize={100} min={`${DRAWER_MIN_WIDTH}px`}>
        <PaneScroll>{children}</PaneScroll>
      </Splitter.Pane>
      {right && (
        <Splitter.Pane
          defaultSize={px(widths.right)}
          min={`${DRAWER_MIN_WIDTH}px`}
          max={`${max}px`}
        >
          <PaneScroll>{right}</PaneScroll>
        </Splitter.Pane>
      )}
    </Splitter>
  );
}
