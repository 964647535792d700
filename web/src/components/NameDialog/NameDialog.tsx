import { Button, Group, Modal, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { CreateOutcome } from '../../relay/commit-create.ts';

export interface NameDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the trimmed name; the dialog closes on 'created' and marks the field on 'conflict'. */
  onCreate: (name: string) => Promise<CreateOutcome>;
  title: string;
  label: string;
  conflictMessage: string;
  submitLabel: string;
  cancelLabel: string;
  /** The name it starts with (a rename's current name, which it will not submit again). */
  initial?: string;
}

/**
 * A dialog asking one name: trimmed, its button disabled while empty (or still the name it
 * started with), name conflicts inline.
 */
export function NameDialog(props: NameDialogProps) {
  const { opened, onClose, onCreate, title, label, conflictMessage, initial = '' } = props;
  const [name, setName] = useState(initial);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();

  const close = () => {
    setName(initial);
    setConflict(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed === initial || busy) return;
    setBusy(true);
    const outcome = await onCreate(trimmed);
    setBusy(false);
    if (outcome === 'created') close();
    else setConflict(outcome === 'conflict');
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size={400}>
      <form onSubmit={submit}>
        <TextInput
          data-autofocus
          label={label}
          value={name}
          error={conflict ? conflictMessage : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setConflict(false);
          }}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" disabled={!trimmed || trimmed === initial} loading={busy}>
            {props.submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
