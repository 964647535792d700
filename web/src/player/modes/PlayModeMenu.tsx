import { ActionIcon, Button, Menu, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconMovie, IconPhoto, IconPlayerTrackNext } from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import { check } from '../controls/PlayerMenus.tsx';
import { usePlayer } from '../PlayerContext.tsx';
import { type PlayMode, playModes } from './play-mode.ts';

const text = messages.viewer;

const icons: Record<PlayMode, typeof IconMovie> = {
  clips: IconMovie,
  fast: IconPlayerTrackNext,
  stills: IconPhoto,
};

/**
 * The play mode in the controls, a menu of Clips, Fast and Stills; only its name where a playlist
 * of one forces clips. Without its label (a narrow player) the mode shows as its icon.
 */
export function PlayModeMenu({ withLabel }: { withLabel: boolean }) {
  const { playMode, setPlayMode, playlist } = usePlayer();
  const name = text.playModes[playMode];
  const Icon = icons[playMode];
  if (playlist.size <= 1) {
    return withLabel ? (
      <Text size="xs" c="gray.5">
        {name}
      </Text>
    ) : (
      <ThemeIcon variant="transparent" color="gray.5" role="img" aria-label={name} title={name}>
        <Icon size={18} />
      </ThemeIcon>
    );
  }
  return (
    <Menu position="top-end" withinPortal={false}>
      <Menu.Target>
        {withLabel ? (
          <Button variant="subtle" color="gray.2" size="compact-sm">
            <VisuallyHidden>{text.playMode} </VisuallyHidden>
            {name}
          </Button>
        ) : (
          <ActionIcon variant="subtle" color="gray.2" aria-label={`${text.playMode} ${name}`}>
            <Icon size={20} />
          </ActionIcon>
        )}
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
