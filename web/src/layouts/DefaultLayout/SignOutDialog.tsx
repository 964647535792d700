import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useSession } from '../../session/SessionContext.tsx';
import { isUploadPhase } from '../../uploads/operation.ts';
import { useOperations, useUploads } from '../../uploads/UploadsContext.tsx';

/**
 * Sign Out asks first; while uploads run it asks 'Cancel all Uploads?' and cancels them before
 * signing out. A successful sign-out reloads the page at '/', so only a failure comes back here.
 */
export function SignOutDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession();
  const uploads = useUploads();
  const uploading = useOperations().some(isUploadPhase);
  const [busy, setBusy] = useState(false);
  const text = messages.signOut;

  const signOut = async () => {
    setBusy(true);
    if (uploading) await uploads?.engine.cancelUploads();
    const done = await session.logout();
    if (done) return;
    setBusy(false);
    onClose();
    notify.failure(text.failed);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={uploading ? text.uploadsTitle : text.title}
      size={400}
    >
      <Text size="sm">{uploading ? text.uploadsText : text.text}</Text>
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
