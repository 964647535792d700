import { Stack } from '@mantine/core';
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
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { AssignUserButtons } from './AssignUser/AssignUserButtons.tsx';
import { type AssignMode, AssignUserDialog } from './AssignUser/AssignUserDialog.tsx';
import { FolderUserTable } from './FolderUserTable.tsx';
import { UserFolderNav } from './UserFolderNav.tsx';
import { UsersBreadcrumb } from './UsersBreadcrumb.tsx';

const query = graphql`
  query UsersFolderScreenQuery($folderId: ID!, $projectId: ID!) {
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
        ...AssignUserDialog_project
      }
      ...UserFolderNav_folder
    }
    projectRoles {
      ...AssignUserDialog_roles
    }
    ...FolderUserTable_query @arguments(folderId: $folderId)
    ...AssignUserDialog_query @arguments(projectId: $projectId)
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<UsersFolderScreenQuery>('users-folder', query, {
    folderId: params.folderId ?? '',
    projectId: params.projectId ?? '',
  });

/**
 * users-folder: the users with entries on the folder, inherited ones disabled below the top
 * level; Assign User.
 */
export function Component() {
  const reference: PreloadedQuery<UsersFolderScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<UsersFolderScreenQuery>(query, reference);
  const environment = useRelayEnvironment();
  const [assigning, setAssigning] = useState<AssignMode | null>(null);
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
          topLevel={folder.ancestors.length === 1}
          projectId={projectId}
          actions={<AssignUserButtons onOpen={setAssigning} />}
        />
        {assigning && (
          <AssignUserDialog
            key={folder.id}
            mode={assigning}
            onClose={() => setAssigning(null)}
            project={folder.project}
            roles={data.projectRoles}
            query={data}
            folder={folder}
            onAssigned={reload}
          />
        )}
      </Stack>
    </DrawerLayout>
  );
}
