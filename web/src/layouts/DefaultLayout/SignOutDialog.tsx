import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useSession } from '../../session/SessionContext.tsx';

/**
 * Sign Out asks first. The spec's 'Cancel all Uploads?' variant joins once uploads exist;
 * a successful sign-out reloads the page at '/', so only a failure comes back here.
 */
export function SignOutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const text = messages.signOut;

  const signOut = async () => {
    setBusy(true);
    const done = await session.logout();
    if (done) return;
    setBusy(false);
    onClose();
    notify.failure(text.failed);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={text.title} size={400}>
      <Text size="sm">{text.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button color="red" onClick={signOut} loading={busy}>
          {text.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
