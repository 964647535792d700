import { Button, Group, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { WorkspacesIndexScreenQuery } from '../../__generated__/WorkspacesIndexScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { DeleteWorkspaceDialog } from './DeleteWorkspaceDialog.tsx';
import { DeploymentApiTokensButton } from './DeploymentApiTokensButton.tsx';
import { NewWorkspaceButton } from './NewWorkspaceButton.tsx';
import { WorkspaceSidebar } from './WorkspaceSidebar.tsx';
import { WorkspaceTable } from './WorkspaceTable.tsx';

const query = graphql`
  query WorkspacesIndexScreenQuery {
    currentUser {
      isSuperuser
    }
    workspaces {
      id
      name
      allowedTo {
        delete
      }
    }
    ...WorkspaceTable_query
    ...WorkspaceSidebar_query
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<WorkspacesIndexScreenQuery>('workspaces-index', query, {});

/**
 * workspaces-index: the workspaces the user may edit. A superuser selects them: New Workspace
 * with nothing selected, Delete Workspace with exactly one (that may be deleted).
 */
export function Component() {
  const reference: PreloadedQuery<WorkspacesIndexScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<WorkspacesIndexScreenQuery>(query, reference);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const superuser = data.currentUser.isSuperuser;
  const chosen = data.workspaces.filter((workspace) => selected.has(workspace.id));
  const single = chosen.length === 1 ? chosen[0] : undefined;
  const toggle = (id: string) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <DrawerLayout left={<WorkspaceSidebar query={data} />}>
      <Stack p="md" gap="md">
        <Group justify="space-between">
          <Title order={3}>{messages.shell.workspaces}</Title>
          {superuser && chosen.length === 0 && (
            <Group gap="sm">
              <DeploymentApiTokensButton />
              <NewWorkspaceButton />
            </Group>
          )}
          {superuser && single?.allowedTo.delete && (
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {messages.workspaces.deleteWorkspace}
            </Button>
          )}
        </Group>
        <WorkspaceTable query={data} selection={superuser ? { ids: selected, toggle } : null} />
      </Stack>
      <DeleteWorkspaceDialog
        workspace={deleting && single ? single : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => setSelected(new Set())}
      />
    </DrawerLayout>
  );
}
