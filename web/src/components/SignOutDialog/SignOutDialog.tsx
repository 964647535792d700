import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { notify } from '../notify.tsx';

export interface SignOutDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Signs out and leaves the page; false when it failed, which the dialog says. */
  signOut: () => Promise<boolean>;
  /** The question, when signing out means more than the plain one. */
  title?: string;
  text?: string;
}

/**
 * Sign Out asks first, for a member and a share link's visitor alike. A successful sign-out
 * loads another page, so only a failure comes back here: the dialog closes and says so.
 */
export function SignOutDialog({
  opened,
  onClose,
  signOut,
  title = messages.signOut.title,
  text = messages.signOut.text,
}: SignOutDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    if (await signOut()) return;
    setBusy(false);
    onClose();
    notify.failure(messages.signOut.failed);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size={400}>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {messages.signOut.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          {messages.signOut.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
