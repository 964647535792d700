import { Select, TextInput } from '@mantine/core';
import { messages } from '../messages/messages.ts';
import { type FieldShape, instantOfLocal, localInputOf, viewerTimeZone } from './custom-value.ts';

const text = messages.customFields;

interface CustomValueInputProps {
  field: FieldShape;
  /** The value as text, as the server takes it ('' for none). */
  value: string;
  onChange(value: string): void;
  /** Typing is done (blur, Enter): where a text input saves. */
  onCommit?(): void;
  error?: string | null;
  disabled?: boolean;
  /** Its label; the field's name unless told. */
  label?: string;
}

/**
 * An input for a value of the field's type: a choice list or Yes/No as a select, a date, a time
 * or a date and time as the browser's pickers (the last in the viewer's zone, sent as the
 * instant), the rest as text of the right kind.
 */
export function CustomValueInput(props: CustomValueInputProps) {
  const { field, value, onChange, onCommit, error, disabled } = props;
  const label = props.label ?? field.name;
  const common = { label, error, disabled, withAsterisk: field.required, size: 'xs' as const };
  const choose = (data: { value: string; label: string }[]) => (
    <Select
      {...common}
      data={data}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      clearable={!field.required}
      comboboxProps={{ withinPortal: true }}
    />
  );
  if (field.type === 'TEXT' && field.options.length > 0) {
    return choose(field.options.map((option) => ({ value: option, label: option })));
  }
  if (field.type === 'BOOLEAN') {
    return choose([
      { value: 'true', label: text.yes },
      { value: 'false', label: text.no },
    ]);
  }
  const typed = (kind: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      {...common}
      {...extra}
      type={kind}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit?.();
      }}
    />
  );
  switch (field.type) {
    case 'EMAIL':
      return typed('email');
    case 'URL':
      return typed('url', { placeholder: 'https://' });
    case 'NUMBER':
      return typed('text', { inputMode: 'decimal' });
    case 'DATE':
      return typed('date');
    case 'TIME':
      return typed('time', { step: 1 });
    case 'POSITION':
      return typed('text', { placeholder: text.positionPlaceholder });
    case 'DATETIME':
      return (
        <TextInput
          {...common}
          type="datetime-local"
          step={1}
          description={text.timeZone(viewerTimeZone())}
          value={localInputOf(value)}
          onChange={(event) => onChange(instantOfLocal(event.currentTarget.value))}
          onBlur={onCommit}
        />
      );
    default:
      return typed('text');
  }
}
