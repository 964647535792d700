import { Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { UserInspector_user$key } from '../../../__generated__/UserInspector_user.graphql.ts';
import type { UserInspectorQuery } from '../../../__generated__/UserInspectorQuery.graphql.ts';
import { DetailsTable } from '../../../components/DetailsTable/DetailsTable.tsx';
import { LoadBoundary } from '../../../components/LoadBoundary/LoadBoundary.tsx';
import { formatDateTime } from '../../../format/date.ts';
import { messages } from '../../../messages/messages.ts';
import { assignedFolders, notificationRows } from '../inspector-rows.ts';
import { mfaStatusRow } from '../mfa-status.ts';

const when = (value: string | null | undefined) =>
  value ? formatDateTime(value) : messages.users.never;

const inspectedQuery = graphql`
  query UserInspectorQuery($id: ID!) {
    node(id: $id) {
      ...UserInspector_user @alias(as: "user")
    }
  }
`;

interface UserInspectorProps {
  /** The user to show, or null. */
  userId: string | null;
  /** The signed-in user: their own MFA status is not shown. */
  viewerId: string | null;
}

/**
 * The right drawer of All Users: the selected user, loaded when selected (the list does not carry
 * every user's projects and folders).
 */
export function UserInspector({ userId, viewerId }: UserInspectorProps) {
  if (!userId) {
    return (
      <Text p="md" c="dimmed">
        {messages.users.pickUser}
      </Text>
    );
  }
  return (
    <LoadBoundary key={userId} message={messages.users.loadProjectsFailed}>
      <Suspense fallback={<Loader size="sm" m="md" />}>
        <InspectedUser userId={userId} viewerId={viewerId} />
      </Suspense>
    </LoadBoundary>
  );
}

function InspectedUser(props: { userId: string; viewerId: string | null }) {
  const data = useLazyLoadQuery<UserInspectorQuery>(inspectedQuery, { id: props.userId });
  const user = data.node?.user;
  return user ? <UserDetails user={user} viewerId={props.viewerId} /> : null;
}

/**
 * The user's details, roles and assigned projects; a project chosen among them shows its
 * notifications and the user's folders there.
 */
function UserDetails(props: { user: UserInspector_user$key; viewerId: string | null }) {
  const user = useFragment(
    graphql`
      fragment UserInspector_user on User {
        id
        name
        hasActiveFactors
        needsMfa
        email
        invitedAt
        lastLoginAt
        lastActivityAt
        invitedBy {
          name
        }
        uniqueRoles {
          name
        }
        projects {
          project {
            id
            name
          }
          role {
            name
            isAdmin
          }
          settings {
            receiveFolderContentNotifications
            receiveCommentNotifications
          }
        }
        folders {
          folder {
            id
            name
            isRoot
            project {
              id
            }
          }
        }
      }
    `,
    props.user,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const m = messages.users;
  const roles = user.uniqueRoles.map((role) => role.name);
  const rows: [string, string][] = [
    [m.name, user.name],
    [m.email, user.email ?? ''],
    [m.invitedOn, when(user.invitedAt)],
    [m.invitedBy, user.invitedBy?.name ?? ''],
    ...mfaStatusRow(user, props.viewerId),
    [m.lastLogin, when(user.lastLoginAt)],
    [m.lastActivity, when(user.lastActivityAt)],
    [roles.length === 1 ? m.role : m.roles, roles.join(', ')],
  ];
  const foldersIn = (projectId: string) =>
    user.folders.map((entry) => entry.folder).filter((folder) => folder.project.id === projectId);
  return (
    <Stack p="md" gap="sm">
      <Title order={5}>{m.details}</Title>
      <DetailsTable rows={rows} label={m.details} />
      <Title order={6}>{m.projects}</Title>
      {user.projects.length === 0 ? (
        <Text size="sm">{m.notAssigned}</Text>
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {user.projects.map(({ project, role, settings }) => {
            const opened = openId === project.id;
            return (
              <li key={project.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={`${project.name} (${role.name})`}
                  active={opened}
                  aria-expanded={opened}
                  onClick={() => setOpenId(opened ? null : project.id)}
                />
                {opened && (
                  <DetailsTable
                    label={project.name}
                    rows={[
                      ...notificationRows(settings),
                      [m.folders, assignedFolders(role.isAdmin, foldersIn(project.id))],
                    ]}
                  />
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
