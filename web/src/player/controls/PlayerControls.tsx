import { ActionIcon, Group, Stack } from '@mantine/core';
import {
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import { PlayModeMenu } from '../modes/PlayModeMenu.tsx';
import { SeekBar } from '../seek/SeekBar.tsx';
import { controlLayout } from './control-layout.ts';
import { InlineMenus, type QualityChoice, type RateChoice, SettingsMenu } from './PlayerMenus.tsx';
import { TimeDisplay } from './TimeDisplay.tsx';
import { VolumeControl } from './VolumeControl.tsx';

const text = messages.viewer;

export interface PlayerControlsProps {
  width: number;
  paused: boolean;
  duration: number;
  onTogglePlay(): void;
  volume: number;
  onVolume(volume: number): void;
  onToggleMute(): void;
  rate: RateChoice;
  quality: QualityChoice;
  fullscreen: boolean;
  onToggleFullscreen(): void;
}

/** Seek bar above; play, position, then volume, speed, quality and fullscreen by width. */
export function PlayerControls(props: PlayerControlsProps) {
  const layout = controlLayout(props.width);
  return (
    <Stack gap={4} px="sm" py={6} bg="dark.8" data-testid="player-controls">
      <SeekBar duration={props.duration} />
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Group gap={4} wrap="nowrap" miw={0} style={{ flex: 1, overflow: 'hidden' }}>
          <ActionIcon
            variant="subtle"
            color="gray.2"
            onClick={props.onTogglePlay}
            aria-label={props.paused ? text.play : text.pause}
          >
            {props.paused ? (
              <IconPlayerPlayFilled size={20} />
            ) : (
              <IconPlayerPauseFilled size={20} />
            )}
          </ActionIcon>
          <TimeDisplay duration={props.duration} full={layout.fullTimecode} />
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <PlayModeMenu withLabel={layout.playModeLabel} />
          <VolumeControl
            volume={props.volume}
            onVolume={props.onVolume}
            onToggleMute={props.onToggleMute}
            withSlider={layout.fullActions}
          />
          {layout.fullActions ? (
            <InlineMenus rate={props.rate} quality={props.quality} />
          ) : (
            <SettingsMenu rate={props.rate} quality={props.quality} />
          )}
          <ActionIcon
            variant="subtle"
            color="gray.2"
            onClick={props.onToggleFullscreen}
            aria-label={props.fullscreen ? text.exitFullscreen : text.fullscreen}
          >
            {props.fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
          </ActionIcon>
        </Group>
      </Group>
    </Stack>
  );
}
