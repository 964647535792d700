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
import type { UsersFolderScreenQuery } from '../../__generated__/UsersFolderScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { AddUserDialog } from './AddUserDialog.tsx';
import { FolderUserTable } from './FolderUserTable.tsx';
import { UserFolderNav } from './UserFolderNav.tsx';
import { UsersBreadcrumb } from './UsersBreadcrumb.tsx';

const query = graphql`
  query UsersFolderScreenQuery($folderId: ID!) {
    folder(id: $folderId) {
      id
      name
      ancestors {
        id
        name
        isRoot
      }
      project {
        id
        name
        ...AddUserDialog_project
      }
      ...UserFolderNav_folder
    }
    projectRoles {
      ...AddUserDialog_roles
    }
    ...FolderUserTable_query @arguments(folderId: $folderId)
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<UsersFolderScreenQuery>('users-folder', query, { folderId: params.folderId ?? '' });

/** users-folder: the users with entries on the folder, inherited ones disabled; Add User. */
export function Component() {
  const reference: PreloadedQuery<UsersFolderScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<UsersFolderScreenQuery>(query, reference);
  const environment = useRelayEnvironment();
  const [adding, setAdding] = useState(false);
  const { folder } = data;
  if (!folder) throw routeData(null, { status: 404 });
  const projectId = folder.project.id;
  const crumbs = [
    { label: folder.project.name, to: pathTo('users-project', { projectId }) },
    ...folder.ancestors
      .filter((ancestor) => !ancestor.isRoot)
      .map((ancestor) => ({
        label: ancestor.name,
        to: pathTo('users-folder', { projectId, folderId: ancestor.id }),
      })),
    { label: folder.name },
  ];
  const reload = () => {
    fetchQuery(environment, query, reference.variables).subscribe({});
  };
  return (
    <DrawerLayout left={<UserFolderNav folder={folder} />}>
      <Stack p="md" gap="md">
        <UsersBreadcrumb crumbs={crumbs} />
        <FolderUserTable
          query={data}
          folder={folder}
          projectId={projectId}
          actions={
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              {messages.users.addUser}
            </Button>
          }
        />
        <AddUserDialog
          key={folder.id}
          opened={adding}
          onClose={() => setAdding(false)}
          project={folder.project}
          roles={data.projectRoles}
          folder={folder}
          onInvited={reload}
        />
      </Stack>
    </DrawerLayout>
  );
}
