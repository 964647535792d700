import { ActionIcon, Group, Slider } from '@mantine/core';
import { IconVolume, IconVolume2, IconVolume3 } from '@tabler/icons-react';
import { messages } from '../messages/messages.ts';
import { clampVolume, volumeLevel } from './playback.ts';

const icons = { off: IconVolume3, low: IconVolume2, high: IconVolume };

const WHEEL_STEP = 5;

interface VolumeControlProps {
  volume: number;
  onVolume(volume: number): void;
  onToggleMute(): void;
  /** The slider beside the icon (wide layout). */
  withSlider: boolean;
}

/** Mute toggle (restores the last volume) and volume 0–100; the wheel changes it too. */
export function VolumeControl({ volume, onVolume, onToggleMute, withSlider }: VolumeControlProps) {
  const Icon = icons[volumeLevel(volume, false)];
  return (
    <Group
      gap={6}
      wrap="nowrap"
      onWheel={(event) => onVolume(clampVolume(volume - Math.sign(event.deltaY) * WHEEL_STEP))}
    >
      <ActionIcon
        variant="subtle"
        color="gray.2"
        onClick={onToggleMute}
        aria-label={volume > 0 ? messages.viewer.mute : messages.viewer.unmute}
      >
        <Icon size={20} />
      </ActionIcon>
      {withSlider && (
        <Slider
          w={90}
          size="xs"
          min={0}
          max={100}
          value={volume}
          onChange={(value) => onVolume(clampVolume(value))}
          thumbLabel={messages.viewer.volume}
          label={null}
        />
      )}
    </Group>
  );
}
