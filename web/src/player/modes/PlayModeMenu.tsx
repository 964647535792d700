import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { messages } from '../../messages/messages.ts';
import { check } from '../controls/PlayerMenus.tsx';
import { usePlayer } from '../PlayerContext.tsx';
import { playModes } from './play-mode.ts';

const text = messages.viewer;

/**
 * The play mode in the controls, a menu of Clips, Fast and Stills; only its name where a playlist
 * of one forces clips.
 */
export function PlayModeMenu() {
  const { playMode, setPlayMode, playlist } = usePlayer();
  const name = text.playModes[playMode];
  if (playlist.size <= 1) {
    return (
      <Text size="xs" c="gray.5">
        {name}
      </Text>
    );
  }
  return (
    <Menu position="top-end" withinPortal={false}>
      <Menu.Target>
        <Button variant="subtle" color="gray.2" size="compact-sm">
          <VisuallyHidden>{text.playMode} </VisuallyHidden>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{text.playMode}</Menu.Label>
        {playModes.map((mode) => (
          <Menu.Item
            key={mode}
            leftSection={check(mode === playMode)}
            onClick={() => setPlayMode(mode)}
          >
            {text.playModes[mode]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
