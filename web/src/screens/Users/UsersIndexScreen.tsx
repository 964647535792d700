import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { UsersIndexScreenQuery } from '../../__generated__/UsersIndexScreenQuery.graphql.ts';
import type { UsersIndexScreenUsersQuery } from '../../__generated__/UsersIndexScreenUsersQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { LoadBoundary } from '../../components/LoadBoundary/LoadBoundary.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { AllUsersTable } from './AllUsers/AllUsersTable.tsx';
import { SelectProjectDialog } from './AllUsers/SelectProjectDialog.tsx';
import { UserInspector } from './AllUsers/UserInspector.tsx';
import { UserProjectNav } from './AllUsers/UserProjectNav.tsx';

const query = graphql`
  query UsersIndexScreenQuery {
    currentUser {
      id
    }
    ...UserProjectNav_query
    ...SelectProjectDialog_query
  }
`;

const usersQuery = graphql`
  query UsersIndexScreenUsersQuery {
    ...AllUsersTable_query
  }
`;

interface References {
  projects: PreloadedQuery<UsersIndexScreenQuery>;
  users: PreloadedQuery<UsersIndexScreenUsersQuery>;
}

export const loader: ScreenLoader = async ({ preload }): Promise<References> => {
  const [projects, users] = await Promise.all([
    preload<UsersIndexScreenQuery>('users-index', query, {}),
    preload<UsersIndexScreenUsersQuery>('users-index-users', usersQuery, {}),
  ]);
  return { projects, users };
};

function UsersList(props: {
  reference: References['users'];
  onInspect: (userId: string | null) => void;
  onAssign: (userIds: string[]) => void;
}) {
  const data = usePreloadedQuery<UsersIndexScreenUsersQuery>(usersQuery, props.reference);
  return <AllUsersTable query={data} onInspect={props.onInspect} onAssign={props.onAssign} />;
}

/**
 * users-index (All Users): everyone the viewer manages, with the inspector, Delete Users and
 * Select Project (to assign them); the projects whose users they manage on the left.
 */
export function Component() {
  const references: References = useLoaderData();
  const data = usePreloadedQuery<UsersIndexScreenQuery>(query, references.projects);
  const [inspected, setInspected] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<string[] | null>(null);
  return (
    <DrawerLayout
      left={<UserProjectNav query={data} />}
      right={<UserInspector userId={inspected} viewerId={data.currentUser.id} />}
    >
      <Stack p="md" gap="md">
        {/* The breadcrumbs' root, where the other users screens lead back to. */}
        <Title order={3}>{messages.users.allUsers}</Title>
        <LoadBoundary message={messages.users.loadFailed}>
          <UsersList
            reference={references.users}
            onInspect={setInspected}
            onAssign={setAssigning}
          />
        </LoadBoundary>
        <SelectProjectDialog
          opened={assigning !== null}
          onClose={() => setAssigning(null)}
          query={data}
          userIds={assigning ?? []}
        />
      </Stack>
    </DrawerLayout>
  );
}
