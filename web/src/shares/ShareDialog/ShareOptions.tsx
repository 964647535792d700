import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  Slider,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type WatermarkPosition,
  type WatermarkType,
  watermarkPositions,
  watermarkTypes,
} from '@rushes/rules';
import { messages } from '../../messages/messages.ts';
import {
  dateInput,
  type FormErrors,
  type LinkForm,
  OPACITY,
  timeInput,
  watermarkSample,
} from '../share-form.ts';
import { WatermarkPreview } from './WatermarkPreview.tsx';

interface ShareOptionsProps {
  form: LinkForm;
  errors: FormErrors;
  /** Whether Download is offered: the user may download every item. */
  canAllowDownload: boolean;
  /** What the watermark preview draws on and names: a clip or picture the link shares. */
  preview: { clip: string | null; pictureUrl: string | null; project: string };
  onChange: (change: Partial<LinkForm>) => void;
}

const positions = watermarkPositions.map((value) => ({
  value,
  label: messages.shares.positions[value],
}));

const isPosition = (value: string): value is WatermarkPosition =>
  (watermarkPositions as readonly string[]).includes(value);

const types = watermarkTypes.map((value) => ({
  value,
  label: messages.shares.watermarkTypes[value],
}));

const isType = (value: string): value is WatermarkType =>
  (watermarkTypes as readonly string[]).includes(value);

/** The Options card: Download, Expiration (date and time), Password and Watermark. */
export function ShareOptions(props: ShareOptionsProps) {
  const { form, errors, canAllowDownload, preview, onChange } = props;
  const m = messages.shares;
  const today = dateInput(new Date());
  return (
    <Stack
      gap="sm"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Text fw={600} size="sm">
        {m.options}
      </Text>
      {canAllowDownload && (
        <Checkbox
          label={m.download}
          checked={form.canDownload}
          onChange={(event) => onChange({ canDownload: event.currentTarget.checked })}
        />
      )}
      <Checkbox
        label={m.expiration}
        checked={form.hasExpiry}
        onChange={(event) =>
          onChange(
            event.currentTarget.checked
              ? { hasExpiry: true }
              : { hasExpiry: false, day: '', time: '' },
          )
        }
      />
      {form.hasExpiry && (
        <Group gap="sm" align="flex-start" grow>
          <TextInput
            type="date"
            label={m.expirationDate}
            min={today}
            value={form.day}
            error={errors.expiry}
            onChange={(event) => onChange({ day: event.currentTarget.value })}
          />
          <TextInput
            type="time"
            label={m.expirationTime}
            min={form.day === today ? timeInput(new Date()) : undefined}
            value={form.time}
            onChange={(event) => onChange({ time: event.currentTarget.value })}
          />
        </Group>
      )}
      <Checkbox
        label={m.password}
        checked={form.hasPassword}
        onChange={(event) =>
          onChange({
            hasPassword: event.currentTarget.checked,
            password: '',
            passwordLocked: false,
          })
        }
      />
      {form.hasPassword && (
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <PasswordInput
            flex={1}
            label={m.passwordField}
            disabled={form.passwordLocked}
            placeholder={form.passwordLocked ? '••••••' : undefined}
            value={form.password}
            error={errors.password}
            autoComplete="new-password"
            onChange={(event) => onChange({ password: event.currentTarget.value })}
          />
          {form.passwordLocked && (
            <Button variant="default" onClick={() => onChange({ passwordLocked: false })}>
              {m.change}
            </Button>
          )}
        </Group>
      )}
      <Checkbox
        label={m.watermark}
        checked={form.hasWatermark}
        onChange={(event) =>
          onChange({ hasWatermark: event.currentTarget.checked, watermarkText: '' })
        }
      />
      {form.hasWatermark && (
        <Group gap="sm" align="flex-start" grow>
          <NativeSelect
            label={m.watermarkType}
            data={types}
            value={form.watermarkType}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isType(value)) onChange({ watermarkType: value });
            }}
          />
          {form.watermarkType === 'CUSTOM' && (
            <TextInput
              label={m.watermarkText}
              value={form.watermarkText}
              onChange={(event) => onChange({ watermarkText: event.currentTarget.value })}
            />
          )}
          <NativeSelect
            label={m.watermarkPosition}
            data={positions}
            value={form.position}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isPosition(value)) onChange({ position: value });
            }}
          />
        </Group>
      )}
      {form.hasWatermark && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="watermark-opacity">
            {m.watermarkOpacity}
          </Text>
          <Slider
            min={OPACITY.min}
            max={OPACITY.max}
            value={form.opacity}
            thumbLabel={m.watermarkOpacity}
            onChange={(opacity) => onChange({ opacity })}
          />
        </Stack>
      )}
      {form.hasWatermark && (
        <WatermarkPreview
          text={watermarkSample(form, preview, new Date())}
          position={form.position}
          opacity={form.opacity}
          pictureUrl={preview.pictureUrl}
        />
      )}
    </Stack>
  );
}
