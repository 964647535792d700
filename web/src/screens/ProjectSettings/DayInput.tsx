import { ActionIcon, CloseButton, Group, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { messages } from '../../messages/messages.ts';
import { dayText, dayValue } from '../../projects/project-days.ts';

interface DayInputProps {
  label: string;
  /** As typed, yyyy/mm/dd. */
  value?: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A day typed as yyyy/mm/dd or picked from the browser's calendar, with a clear button; what is
 * not a day shows the form's 'Invalid date'.
 */
export function DayInput({ label, value = '', onChange, error }: DayInputProps) {
  const m = messages.projects;
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = dayValue(value) || '';
    input.showPicker();
  };
  return (
    <TextInput
      label={label}
      placeholder={m.dateFormat}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      rightSectionWidth={64}
      rightSection={
        <Group gap={2} wrap="nowrap">
          {value !== '' && (
            <CloseButton size="sm" aria-label={m.clearDate(label)} onClick={() => onChange('')} />
          )}
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={m.pickDate(label)}
            onClick={openPicker}
          >
            <IconCalendar size={16} />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            style={{ position: 'absolute', opacity: 0, width: 0, height: 0, pointerEvents: 'none' }}
            onChange={(event) => onChange(dayText(event.currentTarget.value))}
          />
        </Group>
      }
    />
  );
}
