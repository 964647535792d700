import { Group, Stack, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { WorkspacesIndexScreenQuery } from '../../__generated__/WorkspacesIndexScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { NewWorkspaceButton } from './NewWorkspaceButton.tsx';
import { WorkspaceSidebar } from './WorkspaceSidebar.tsx';
import { WorkspaceTable } from './WorkspaceTable.tsx';

const query = graphql`
  query WorkspacesIndexScreenQuery {
    currentUser {
      isSuperuser
    }
    ...WorkspaceTable_query
    ...WorkspaceSidebar_query
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<WorkspacesIndexScreenQuery>('workspaces-index', query, {});

/** workspaces-index: the workspaces the user may edit; New Workspace for a superuser. */
export function Component() {
  const reference: PreloadedQuery<WorkspacesIndexScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<WorkspacesIndexScreenQuery>(query, reference);
  return (
    <DrawerLayout left={<WorkspaceSidebar query={data} />}>
      <Stack p="md" gap="md">
        <Group justify="space-between">
          <Title order={3}>{messages.shell.workspaces}</Title>
          {data.currentUser.isSuperuser && <NewWorkspaceButton />}
        </Group>
        <WorkspaceTable query={data} />
      </Stack>
    </DrawerLayout>
  );
}
