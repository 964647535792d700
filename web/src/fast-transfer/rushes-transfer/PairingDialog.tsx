import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { messages } from '../../messages/messages.ts';

const text = messages.fastTransfer.pairing;

/** A pairing code: the six digits the helper shows, spaces allowed as the person types them. */
export const pairingCodeOf = (typed: string): string | null => {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

export interface PairingDialogProps {
  /** The helper refused the last code. */
  wrong: boolean;
  onPair: (code: string) => void;
  onCancel: () => void;
}

/**
 * Pairs this browser with Rushes Transfer: the helper shows a 6-digit code in its terminal and
 * the person types it here, so no other site can drive the helper.
 */
export function PairingDialog({ wrong, onPair, onCancel }: PairingDialogProps) {
  const [typed, setTyped] = useState('');
  const code = pairingCodeOf(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code) onPair(code);
  };
  return (
    <Modal opened onClose={onCancel} title={text.title} size={420}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{text.text}</Text>
          <TextInput
            data-autofocus
            label={text.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            maxLength={7}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={wrong ? text.wrong : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {messages.fastTransfer.cancel}
            </Button>
            <Button type="submit" disabled={!code}>
              {text.pair}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
