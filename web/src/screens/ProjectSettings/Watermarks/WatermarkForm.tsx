import { Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import {
  fontSizeOfStep,
  stepOfFontSize,
  type WatermarkItem,
  type WatermarkPosition,
  type WatermarkSettings,
  type WatermarkType,
  watermarkPositions,
  watermarkRanges,
  watermarkTypes,
} from '@rushes/rules';
import { messages } from '../../../messages/messages.ts';
import { SettingSlider } from './SettingSlider.tsx';

const m = messages.watermarks;
const typeOptions = watermarkTypes
  .map((type) => ({ value: type, label: m.types[type] }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The item at a position changed to `type`; no type removes it. */
function withItem(items: WatermarkItem[], position: WatermarkPosition, type: string | null) {
  const others = items.filter((item) => item.position !== position);
  if (!type) return others;
  const text = items.find((item) => item.position === position)?.text ?? '';
  const item = { position, type: type as WatermarkType, text: type === 'CUSTOM' ? text : '' };
  return [...others, item].sort(
    (a, b) => watermarkPositions.indexOf(a.position) - watermarkPositions.indexOf(b.position),
  );
}

/** The watermark: on or off, an item per position, its text size, opacities and margins. */
export function WatermarkForm(props: {
  value: WatermarkSettings;
  onChange(next: WatermarkSettings): void;
}) {
  const { value } = props;
  const set = (change: Partial<WatermarkSettings>) => props.onChange({ ...value, ...change });
  const itemAt = (position: WatermarkPosition) =>
    value.items.find((item) => item.position === position);
  const range = watermarkRanges;
  return (
    <Stack gap="sm">
      <Title order={4}>{m.watermark}</Title>
      <Switch
        label={m.watermarkEnabled}
        checked={value.enabled}
        onChange={(event) => set({ enabled: event.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {watermarkPositions.map((position) => {
          const item = itemAt(position);
          return (
            <Stack key={position} gap={4}>
              <Select
                label={m.itemAt(m.positions[position])}
                placeholder={m.noItem}
                clearable
                data={typeOptions}
                value={item?.type ?? null}
                onChange={(type) => set({ items: withItem(value.items, position, type) })}
              />
              {item?.type === 'CUSTOM' && (
                <TextInput
                  aria-label={m.customText(m.positions[position])}
                  value={item.text}
                  maxLength={200}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    const items = value.items.map((other) =>
                      other.position === position ? { ...other, text } : other,
                    );
                    set({ items });
                  }}
                />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      <SettingSlider
        label={m.textSize}
        min={1}
        max={10}
        value={stepOfFontSize(value.fontSize)}
        onChange={(step) => set({ fontSize: fontSizeOfStep(step) })}
      />
      <SettingSlider
        label={m.textOpacity}
        {...range.opacity}
        value={value.opacity}
        onChange={(opacity) => set({ opacity })}
      />
      <SettingSlider
        label={m.backgroundOpacity}
        {...range.opacityBackground}
        value={value.opacityBackground}
        onChange={(opacityBackground) => set({ opacityBackground })}
      />
      <SettingSlider
        label={m.horizontalMargin}
        {...range.horizontalOffset}
        value={value.horizontalOffset}
        onChange={(horizontalOffset) => set({ horizontalOffset })}
      />
      <SettingSlider
        label={m.verticalMargin}
        {...range.verticalOffset}
        value={value.verticalOffset}
        onChange={(verticalOffset) => set({ verticalOffset })}
      />
    </Stack>
  );
}
