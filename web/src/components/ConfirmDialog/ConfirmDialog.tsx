import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { messages } from '../../messages/messages.ts';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onClose: () => void;
  /** Runs on confirmation; the dialog closes once it has finished. */
  onConfirm: () => Promise<void>;
  /** What else the question asks, below its text (a choice that goes with the confirmation). */
  children?: ReactNode;
}

/** A question with Cancel and a confirming button (Switch role, Unassign). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await props.onConfirm();
    setBusy(false);
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size={400}>
      <Text>{props.text}</Text>
      {props.children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {messages.users.cancel}
        </Button>
        <Button data-autofocus loading={busy} onClick={confirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
