import { SegmentedControl, Slider } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { messages } from '../../messages/messages.ts';
import { DEFAULT_ICON_SIZE, type IconSize, iconSizeOf } from '../Grid/grid-sizes.ts';

type ViewMode = 'list' | 'grid';

/** List or grid, and the grid's icon size: both remembered. */
export function useFolderView() {
  const [mode, setMode] = useLocalStorage<ViewMode>({
    key: 'rushes.folder.view',
    defaultValue: 'list',
    getInitialValueInEffect: false,
  });
  const [stored, setSize] = useLocalStorage<IconSize>({
    key: 'rushes.folder.iconSize',
    defaultValue: DEFAULT_ICON_SIZE,
    deserialize: iconSizeOf,
    getInitialValueInEffect: false,
  });
  return { mode: mode === 'grid' ? mode : 'list', setMode, size: iconSizeOf(stored), setSize };
}

/** The List/Grid switch, and the icon size slider in grid mode (1 to 4). */
export function ViewControls({ view }: { view: ReturnType<typeof useFolderView> }) {
  const text = messages.folders;
  return (
    <>
      <SegmentedControl
        size="xs"
        aria-label={text.view}
        value={view.mode}
        onChange={(mode) => view.setMode(mode === 'grid' ? 'grid' : 'list')}
        data={[
          { value: 'list', label: text.listView },
          { value: 'grid', label: text.gridView },
        ]}
      />
      {view.mode === 'grid' && (
        <Slider
          w={110}
          min={1}
          max={4}
          step={1}
          value={view.size}
          onChange={(size) => view.setSize(iconSizeOf(size))}
          thumbLabel={text.iconSize}
          label={null}
        />
      )}
    </>
  );
}
