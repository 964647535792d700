import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { NewProjectButton_query$key } from '../../../__generated__/NewProjectButton_query.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { NewProjectDialog } from './NewProjectDialog.tsx';
import { type CreateProjectInput, useCreateProjectMutation } from './useCreateProjectMutation.ts';

/** The New Project button with its dialog and the create's toasts. */
export function NewProjectButton({ query }: { query: NewProjectButton_query$key }) {
  const data = useFragment(
    graphql`
      fragment NewProjectButton_query on Query {
        workspaces {
          id
          name
          isDefault
          canEdit
        }
      }
    `,
    query,
  );
  const [opened, dialog] = useDisclosure(false);
  const [createProject] = useCreateProjectMutation();
  const workspaces = data.workspaces
    .filter((workspace) => workspace.canEdit)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

  const create = async (input: CreateProjectInput) => {
    const outcome = await createProject(input);
    if (outcome === 'created') notify.success(messages.projects.createSucceeded);
    if (outcome === 'failed') notify.failure(messages.projects.createFailed);
    return outcome;
  };

  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={dialog.open}>
        {messages.projects.newProject}
      </Button>
      <NewProjectDialog
        opened={opened}
        onClose={dialog.close}
        workspaces={workspaces}
        onCreate={create}
      />
    </>
  );
}
