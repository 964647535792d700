import { Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { ProjectUserInspector_projectUser$key } from '../../__generated__/ProjectUserInspector_projectUser.graphql.ts';
import { DetailsTable } from '../../components/DetailsTable/DetailsTable.tsx';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { mfaStatusRow } from './mfa-status.ts';

/** ALL for an admin role or an entry on the root, NONE without entries, else the folders. */
function assignedFolders(
  supervisor: boolean,
  folders: readonly { name: string; isRoot: boolean }[],
) {
  const m = messages.users;
  if (supervisor || folders.some((folder) => folder.isRoot)) return m.allFolders;
  if (folders.length === 0) return m.noFolders;
  return folders.map((folder) => folder.name).join(', ');
}

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
  const yesNo = (value: boolean) => (value ? m.yes : m.no);
  const rows: [string, string][] = [
    [m.name, data.userName],
    [m.email, data.userEmail],
    [m.invitedOn, data.user.invitedAt ? formatDateTime(data.user.invitedAt) : m.never],
    ...mfaStatusRow(data.user, props.viewerId),
    [m.lastLogin, data.lastLoginAt ? formatDateTime(data.lastLoginAt) : m.never],
    [m.lastActivity, data.lastActivityAt ? formatDateTime(data.lastActivityAt) : m.never],
    [m.role, data.role.name],
    [m.folders, assignedFolders(data.supervisor, data.folders)],
  ];
  if (data.settings) {
    rows.push([
      `${m.notificationsFor} ${m.content}`,
      yesNo(data.settings.receiveFolderContentNotifications),
    ]);
    rows.push([
      `${m.notificationsFor} ${m.comments}`,
      yesNo(data.settings.receiveCommentNotifications),
    ]);
  }
  return (
    <Stack p="md" gap="sm">
      <Title order={5}>{m.details}</Title>
      <DetailsTable rows={rows} label={m.details} />
    </Stack>
  );
}
