import { ActionIcon, Menu, Table } from '@mantine/core';
import { IconDots, IconLink } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { FolderUserRow_folderUser$key } from '../../__generated__/FolderUserRow_folderUser.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { PermissionCells } from './PermissionCells.tsx';
import { ReinviteButton } from './ReinviteButton.tsx';
import { type PermissionName, sentPermissions, withPermission } from './users-list.ts';
import { useSaveFolderUserMutation } from './useSaveFolderUserMutation.ts';

interface FolderUserRowProps {
  folderUser: FolderUserRow_folderUser$key;
  folderId: string;
  /** Whether the folder is top level, where an inherited row stays open (§6). */
  topLevel: boolean;
  projectId: string;
  onUnassign: (user: { userId: string; userName: string }) => void;
}

/**
 * A user with an entry on the folder; an inherited one says from where, and is disabled unless
 * the folder is top level, where what it inherits set stays locked and the rest may be added.
 */
export function FolderUserRow(props: FolderUserRowProps) {
  const entry = useFragment(
    graphql`
      fragment FolderUserRow_folderUser on FolderUser {
        userName
        userEmail
        lastActivityAt
        isInherited
        inheritedFrom {
          name
        }
        user {
          id
          hasJoined
        }
        allowedTo {
          view { value locked }
          edit { value locked }
          download { value locked }
          share { value locked }
          comment { value locked }
        }
      }
    `,
    props.folderUser,
  );
  const [save] = useSaveFolderUserMutation();
  const userId = entry.user.id;
  const inherited = entry.isInherited;
  const disabled = inherited && !props.topLevel;
  const from = entry.inheritedFrom?.name ?? '';

  const changePermission = async (name: PermissionName, value: boolean) => {
    const flags = withPermission(entry.allowedTo, name, value);
    const code = await save(props.folderId, userId, sentPermissions(flags));
    if (code !== null) notify.failure(messages.users.changePermissionFailed);
  };

  return (
    <Table.Tr data-testid="user-row" aria-disabled={disabled || undefined}>
      <Table.Td>
        {entry.userName}
        {inherited && (
          <Tooltip label={messages.users.inherited(from)}>
            <IconLink
              size={14}
              style={{ marginLeft: 6 }}
              aria-label={messages.users.inherited(from)}
            />
          </Tooltip>
        )}
      </Table.Td>
      <Table.Td>{entry.userEmail}</Table.Td>
      <Table.Td>
        {entry.lastActivityAt ? formatDateTime(entry.lastActivityAt) : messages.users.never}
      </Table.Td>
      <Table.Td>
        {!entry.user.hasJoined && <ReinviteButton userId={userId} projectId={props.projectId} />}
      </Table.Td>
      <PermissionCells
        flags={entry.allowedTo}
        userName={entry.userName}
        disabled={disabled}
        onChange={changePermission}
      />
      <Table.Td>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={messages.users.actionsOf(entry.userName)}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              disabled={inherited}
              onClick={() => props.onUnassign({ userId, userName: entry.userName })}
            >
              {messages.users.unassign}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
