import { ActionIcon, Group, Slider } from '@mantine/core';
import { IconVolume, IconVolume2, IconVolume3 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { messages } from '../../messages/messages.ts';
import { clampVolume, volumeAfterWheel, volumeLevel } from '../playback.ts';

const icons = { off: IconVolume3, low: IconVolume2, high: IconVolume };

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
  const group = useRef<HTMLDivElement>(null);
  // not React's onWheel, which is passive: the wheel changes the volume without scrolling the page
  useEffect(() => {
    const element = group.current;
    if (!element) return;
    const wheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      onVolume(volumeAfterWheel(volume, event.deltaY));
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, [volume, onVolume]);
  return (
    <Group ref={group} gap={6} wrap="nowrap">
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
