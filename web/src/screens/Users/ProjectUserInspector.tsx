import { Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { ProjectUserInspector_projectUser$key } from '../../__generated__/ProjectUserInspector_projectUser.graphql.ts';
import { DetailsTable } from '../../components/DetailsTable/DetailsTable.tsx';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { assignedFolders, notificationRows } from './inspector-rows.ts';
import { mfaStatusRow } from './mfa-status.ts';

/** The right drawer: the selected user's details within the project. */
export function ProjectUserInspector(props: {
  projectUser: ProjectUserInspector_projectUser$key | null;
  /** The signed-in user: their own MFA status is not shown. */
  viewerId: string | null;
}) {
  const data = useFragment(
    graphql`
      fragment ProjectUserInspector_projectUser on ProjectUser {
        userName
        userEmail
        lastLoginAt
        lastActivityAt
        supervisor
        role {
          name
        }
        user {
          id
          invitedAt
          invitedBy {
            name
          }
          hasActiveFactors
          needsMfa
        }
        settings {
          receiveFolderContentNotifications
          receiveCommentNotifications
        }
        folders {
          name
          isRoot
        }
      }
    `,
    props.projectUser,
  );
  const m = messages.users;
  if (!data) {
    return (
      <Text p="md" c="dimmed">
        {m.pickUser}
      </Text>
    );
  }
  const rows: [string, string][] = [
    [m.name, data.userName],
    [m.email, data.userEmail],
    [m.invitedOn, data.user.invitedAt ? formatDateTime(data.user.invitedAt) : m.never],
    [m.invitedBy, data.user.invitedBy?.name ?? ''],
    ...mfaStatusRow(data.user, props.viewerId),
    [m.lastLogin, data.lastLoginAt ? formatDateTime(data.lastLoginAt) : m.never],
    [m.lastActivity, data.lastActivityAt ? formatDateTime(data.lastActivityAt) : m.never],
    [m.role, data.role.name],
    [m.folders, assignedFolders(data.supervisor, data.folders)],
    ...notificationRows(data.settings),
  ];
  return (
    <Stack p="md" gap="sm">
      <Title order={5}>{m.details}</Title>
      <DetailsTable rows={rows} label={m.details} />
    </Stack>
  );
}
