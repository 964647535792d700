import { Slider, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface SettingSliderProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange(value: number): void;
  /** How the value reads on the thumb's label; the value itself by default. */
  format?: (value: number) => string;
  disabled?: boolean;
}

/** A labelled slider of the Watermarks tab. */
export function SettingSlider({ label, format, ...slider }: SettingSliderProps) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <Slider {...slider} thumbLabel={label} label={format} aria-labelledby={id} />
    </Stack>
  );
}
