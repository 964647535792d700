import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { NameDialog } from '../../components/NameDialog/NameDialog.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useCreateWorkspaceMutation } from './useCreateWorkspaceMutation.ts';

/** New Workspace: one name, conflicts inline, the outcome as a toast. */
export function NewWorkspaceButton() {
  const [opened, dialog] = useDisclosure(false);
  const [createWorkspace] = useCreateWorkspaceMutation();
  const text = messages.workspaces;

  const create = async (name: string) => {
    const outcome = await createWorkspace(name);
    if (outcome === 'created') notify.success(text.createSucceeded);
    if (outcome === 'failed') notify.failure(text.createFailed);
    return outcome;
  };

  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
        {text.newWorkspace}
      </Button>
      <NameDialog
        opened={opened}
        onClose={dialog.close}
        onCreate={create}
        title={text.newWorkspace}
        label={text.name}
        conflictMessage={text.nameConflict}
        submitLabel={text.create}
        cancelLabel={text.cancel}
      />
    </>
  );
}
