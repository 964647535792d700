import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
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
import type { Person } from '../../people/usePeopleSearch.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { AssignUserButtons } from './AssignUser/AssignUserButtons.tsx';
import { type AssignMode, AssignUserDialog } from './AssignUser/AssignUserDialog.tsx';
import { usePreselectedPeople } from './AssignUser/usePreselectedPeople.ts';
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
      ...AssignUserDialog_project
    }
    projectRoles {
      ...AssignUserDialog_roles
    }
    currentUser {
      id
    }
    projectUsers(projectId: $projectId) {
      user {
        id
      }
      ...ProjectUserInspector_projectUser
    }
    ...ProjectUserTable_query @arguments(projectId: $projectId)
    ...AssignUserDialog_query @arguments(projectId: $projectId)
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<UsersProjectScreenQuery>('users-project', query, { projectId: params.projectId ?? '' });

/**
 * users-project: the project's users with their roles and permissions; Assign User and Add User,
 * opened with people chosen by `?assign=<userId>,…` (Select Project on /users).
 */
export function Component() {
  const reference: PreloadedQuery<UsersProjectScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<UsersProjectScreenQuery>(query, reference);
  const environment = useRelayEnvironment();
  const [assigning, setAssigning] = useState<{ mode: AssignMode; people?: Person[] } | null>(null);
  usePreselectedPeople(useCallback((people) => setAssigning({ mode: 'select', people }), []));
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
      right={<ProjectUserInspector projectUser={selected} viewerId={data.currentUser.id} />}
    >
      <Stack p="md" gap="md">
        <UsersBreadcrumb crumbs={[{ label: project.name }]} />
        <ProjectUserTable
          query={data}
          project={project}
          selectedId={selectedId}
          onSelect={setSelectedId}
          actions={(chosen) => (
            <AssignUserButtons adding={chosen === 0} onOpen={(mode) => setAssigning({ mode })} />
          )}
        />
        {assigning && (
          <AssignUserDialog
            mode={assigning.mode}
            people={assigning.people}
            onClose={() => setAssigning(null)}
            project={project}
            roles={data.projectRoles}
            query={data}
            onAssigned={reload}
          />
        )}
      </Stack>
    </DrawerLayout>
  );
}
