import {
  Button,
  FileButton,
  Group,
  Image,
  Progress,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { type OverlaySettings, overlayRanges } from '@rushes/rules';
import { useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { IMAGE_TYPES } from '../../../uploads/image-types.ts';
import { SettingSlider } from './SettingSlider.tsx';

const m = messages.watermarks;

/** The image overlay: on or off, its image (uploaded at once), position, size and opacity. */
export function OverlayForm(props: {
  value: OverlaySettings;
  imageUrl: string | null;
  onChange(next: OverlaySettings): void;
  upload(file: File, onProgress: (fraction: number) => void): Promise<string | null>;
  onImage(url: string): void;
}) {
  const { value } = props;
  const set = (change: Partial<OverlaySettings>) => props.onChange({ ...value, ...change });
  const [progress, setProgress] = useState<number | null>(null);
  const choose = async (file: File | null) => {
    // Another type is ignored (spec §5), as the picker offers none.
    if (!file || !IMAGE_TYPES.includes(file.type)) return;
    setProgress(0);
    const url = await props.upload(file, setProgress);
    setProgress(null);
    if (url) props.onImage(url);
    else notify.failure(m.overlayFailed);
  };
  return (
    <Stack gap="sm">
      <Title order={4}>{m.overlay}</Title>
      <Switch
        label={m.overlayEnabled}
        checked={value.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <Group gap="sm">
        {props.imageUrl ? (
          <Image src={props.imageUrl} alt={m.overlay} h={48} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            {m.noImage}
          </Text>
        )}
        <FileButton onChange={choose} accept={IMAGE_TYPES.join(',')}>
          {(button) => (
            <Button {...button} variant="default" loading={progress !== null}>
              {m.chooseImage}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null && <Progress value={progress * 100} aria-label={m.uploading} />}
      <SettingSlider
        label={m.positionX}
        {...overlayRanges.x}
        value={value.x}
        onChange={(x) => set({ x })}
      />
      <SettingSlider
        label={m.positionY}
        {...overlayRanges.y}
        value={value.y}
        onChange={(y) => set({ y })}
      />
      <SettingSlider
        label={m.size}
        {...overlayRanges.size}
        value={value.size}
        format={(size) => `${(size / 100).toFixed(2)}×`}
        onChange={(size) => set({ size })}
      />
      <SettingSlider
        label={m.opacity}
        {...overlayRanges.opacity}
        value={value.opacity}
        onChange={(opacity) => set({ opacity })}
      />
    </Stack>
  );
}
