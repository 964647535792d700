import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { NewProjectDialog } from './NewProjectDialog.tsx';
import { type CreateProjectInput, useCreateProjectMutation } from './useCreateProjectMutation.ts';

interface NewProjectButtonProps {
  /** Workspaces the user may edit, the default one first. */
  workspaces: readonly { id: string; name: string }[];
  /** A superuser's storages to choose from (NewProjectDialog). */
  storages?: readonly { name: string; prefix: string }[];
  /** The dialog is the screen's, which the project menu opens too. */
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** createProject with its toasts (the button's and the project sidebar's). */
export function useCreateProject() {
  const [createProject] = useCreateProjectMutation();
  return async (input: CreateProjectInput) => {
    const outcome = await createProject(input);
    if (outcome === 'created') notify.success(messages.projects.createSucceeded);
    if (outcome === 'failed') notify.failure(messages.projects.createFailed);
    return outcome;
  };
}

/** The New Project button with its dialog and the create's toasts. */
export function NewProjectButton(props: NewProjectButtonProps) {
  const { workspaces, storages, opened, onOpen, onClose } = props;
  const create = useCreateProject();

  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={onOpen}>
        {messages.projects.newProject}
      </Button>
      <NewProjectDialog
        opened={opened}
        onClose={onClose}
        workspaces={workspaces}
        storages={storages}
        onCreate={create}
      />
    </>
  );
}
