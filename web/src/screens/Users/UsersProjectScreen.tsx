import { Button, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay';
import { data as routeData, useLoaderData } from 'react-router';
import type { UsersProjectScreenQuery } from '../../__generated__/UsersProjectScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { AddUserDialog } from './AddUserDialog.tsx';
import { ProjectUserInspector } from './ProjectUserInspector.tsx';
import { ProjectUserTable } from './ProjectUserTable.tsx';
import { UserFolderNav } from './UserFolderNav.tsx';
import { UsersBreadcrumb } from './UsersBreadcrumb.tsx';

const query = graphql`
  query UsersProjectScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      rootFolder {
        ...UserFolderNav_folder
      }
      ...AddUserDialog_project
    }
    projectRoles {
      ...AddUserDialog_roles
    }
    projectUsers(projectId: $projectId) {
      user {
        id
      }
      ...ProjectUserInspector_projectUser
    }
    ...ProjectUserTable_query @arguments(projectId: $projectId)
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<UsersProjectScreenQuery>('users-project', query, { projectId: params.projectId ?? '' });

/** users-project: the project's users with their roles and permissions; Add User. */
export function Component() {
  const reference: PreloadedQuery<UsersProjectScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<UsersProjectScreenQuery>(query, reference);
  const environment = useRelayEnvironment();
  const [adding, setAdding] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { project } = data;
  const selected = data.projectUsers.find((user) => user.user.id === selectedId) ?? null;
  if (!project) throw routeData(null, { status: 404 });
  const reload = () => {
    fetchQuery(environment, query, reference.variables).subscribe({});
  };
  return (
    <DrawerLayout
      left={<UserFolderNav folder={project.rootFolder} />}
      right={<ProjectUserInspector projectUser={selected} />}
    >
      <Stack p="md" gap="md">
        <UsersBreadcrumb crumbs={[{ label: project.name }]} />
        <ProjectUserTable
          query={data}
          project={project}
          selectedId={selectedId}
          onSelect={setSelectedId}
          actions={
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              {messages.users.addUser}
            </Button>
          }
        />
        <AddUserDialog
          opened={adding}
          onClose={() => setAdding(false)}
          project={project}
          roles={data.projectRoles}
          onInvited={reload}
        />
      </Stack>
    </DrawerLayout>
  );
}
