import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolderPlus } from '@tabler/icons-react';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { NewFolderDialog } from './NewFolderDialog.tsx';
import { useCreateFolderMutation } from './useCreateFolderMutation.ts';

/** New Folder in the current folder, with the create's toasts. */
export function NewFolderButton({ parentId }: { parentId: string }) {
  const [opened, dialog] = useDisclosure(false);
  const [createFolder] = useCreateFolderMutation();
  const text = messages.folders;

  const create = async (name: string) => {
    const outcome = await createFolder(parentId, name);
    if (outcome === 'created') notify.success(text.createSucceeded);
    if (outcome === 'failed') notify.failure(text.createFailed);
    return outcome;
  };

  return (
    <>
      <Button
        leftSection={<IconFolderPlus size={16} />}
        onClick={dialog.open}
        style={{ flexShrink: 0 }}
      >
        {text.newFolder}
      </Button>
      <NewFolderDialog opened={opened} onClose={dialog.close} onCreate={create} />
    </>
  );
}
