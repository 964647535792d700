import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { messages } from '../messages/messages.ts';
import { mentionQuery, suggestions, withMention } from './mention-suggest.ts';

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
  /** The names a comment may mention with @: typed after an @, they are suggested. */
  mentionable?: readonly string[];
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
  mentionable = [],
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const [value, setValue] = useState(initialText);
  const [caret, setCaret] = useState(initialText.length);
  const field = useRef<HTMLTextAreaElement>(null);
  const query = mentionable.length > 0 ? mentionQuery(value, caret) : null;
  const offered = query ? suggestions(query.partial, mentionable) : [];
  const mention = (name: string) => {
    if (!query) return;
    const next = withMention(value, query, caret, name);
    setValue(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };
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
        ref={field}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
          if (event.key === 'Escape') onCancel?.();
        }}
      />
      {offered.length > 0 && (
        <Group gap={4} role="group" aria-label={messages.inbox.mention}>
          {offered.map((name) => (
            <Button key={name} size="compact-xs" variant="light" onClick={() => mention(name)}>
              @{name}
            </Button>
          ))}
        </Group>
      )}
      {mentionable.length > 0 && value === '' && (
        <Text size="xs" c="dimmed">
          {messages.inbox.mentionHint}
        </Text>
      )}
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
