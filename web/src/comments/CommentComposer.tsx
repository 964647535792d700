import { Badge, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../messages/messages.ts';

const text = messages.comments;

export interface ComposerPosition {
  /** Frame for video, milliseconds for audio and stills. */
  value: number;
  /** The same in the display mode. */
  label: string | null;
}

interface CommentComposerProps {
  /** The current frame while adding a comment; absent for replies and edits. */
  position?: ComposerPosition | null;
  initialText?: string;
  placeholder?: string;
  submitLabel?: string;
  /** Whether it may go with blank text (an annotation carries a drawing). */
  allowBlank?: boolean;
  /** Something besides the text keeps it from going (a drawing with nothing drawn). */
  blocked?: boolean;
  /** Resolves true once saved; the field then empties. */
  onSubmit(text: string, start: number | null): Promise<boolean>;
  onCancel?(): void;
}

/** A comment, reply or edit: text that cannot be sent while it is blank (section 5). */
export function CommentComposer({
  position = null,
  initialText = '',
  placeholder = text.placeholder,
  submitLabel = text.post,
  allowBlank = false,
  blocked = false,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const [value, setValue] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const trimmed = value.trim();
  const sendable = (allowBlank || trimmed.length > 0) && !blocked;

  const submit = async () => {
    if (!sendable || busy) return;
    setBusy(true);
    const saved = await onSubmit(trimmed, position?.value ?? null);
    setBusy(false);
    if (saved) setValue('');
  };

  return (
    <Stack gap={6}>
      {position?.label && (
        <Badge variant="light" radius="sm" ff="monospace" data-testid="composer-position">
          {position.label}
        </Badge>
      )}
      <Textarea
        aria-label={placeholder}
        placeholder={placeholder}
        rows={3}
        resize="vertical"
        autoFocus
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
          if (event.key === 'Escape') onCancel?.();
        }}
      />
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            {text.cancel}
          </Button>
        )}
        <Button size="xs" disabled={!sendable} loading={busy} onClick={submit}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
