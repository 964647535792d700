import { ActionIcon, Anchor, Checkbox, Menu, NativeSelect, Table } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectUserRow_projectUser$key } from '../../__generated__/ProjectUserRow_projectUser.graphql.ts';
import type { ProjectUserRow_roles$key } from '../../__generated__/ProjectUserRow_roles.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { formatDateTime } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { PermissionCells } from './PermissionCells.tsx';
import { ReinviteButton } from './ReinviteButton.tsx';
import { type PermissionName, sentPermissions, withPermission } from './users-list.ts';
import { useSaveProjectUserMutation } from './useSaveProjectUserMutation.ts';

/** A role change the table confirms before it is saved. */
export interface RoleSwitch {
  userId: string;
  userName: string;
  from: string;
  toId: string;
  toName: string;
}

interface ProjectUserRowProps {
  projectUser: ProjectUserRow_projectUser$key;
  roles: ProjectUserRow_roles$key;
  projectId: string;
  onSwitchRole: (change: RoleSwitch) => void;
  onUnassign: (user: { userId: string; userName: string }) => void;
  selected: boolean;
  onSelect: (userId: string) => void;
  /** Whether the user is among those chosen to remove (a member only). */
  checked: boolean;
  onToggle: () => void;
}

/**
 * A project's user: the checkbox choosing them to remove (members only), supervisor, name, e-mail,
 * role, Re-Invite, permissions and its menu.
 */
export function ProjectUserRow(props: ProjectUserRowProps) {
  const user = useFragment(
    graphql`
      fragment ProjectUserRow_projectUser on ProjectUser {
        userName
        userEmail
        lastActivityAt
        supervisor
        isWorkspaceAdmin
        settings {
          receiveCommentNotifications
        }
        user {
          id
          hasJoined
        }
        role {
          id
          name
        }
        folderPermissions {
          view { value locked }
          edit { value locked }
          download { value locked }
          share { value locked }
          comment { value locked }
        }
      }
    `,
    props.projectUser,
  );
  const roles = useFragment(
    graphql`
      fragment ProjectUserRow_roles on Role @relay(plural: true) {
        id
        name
        isAdmin
        isDefault
      }
    `,
    props.roles,
  );
  const [save] = useSaveProjectUserMutation();
  const locked = user.isWorkspaceAdmin;
  const member = user.settings !== null;
  const userId = user.user.id;

  const switchTo = (roleId: string) => {
    const to = roles.find((role) => role.id === roleId);
    if (!to || to.id === user.role.id) return;
    props.onSwitchRole({
      userId,
      userName: user.userName,
      from: user.role.name,
      toId: to.id,
      toName: to.name,
    });
  };
  const toggleSupervisor = (checked: boolean) => {
    const to = roles.find((role) => (checked ? role.isAdmin : role.isDefault));
    if (to) switchTo(to.id);
  };
  const changePermission = async (name: PermissionName, value: boolean) => {
    const flags = withPermission(user.folderPermissions, name, value);
    const code = await save(props.projectId, userId, user.role.id, sentPermissions(flags));
    if (code !== null) notify.failure(messages.users.changePermissionFailed);
  };

  const roleSelect = (
    <NativeSelect
      aria-label={messages.users.roleOf(user.userName)}
      value={user.role.id}
      disabled={locked}
      data={
        locked
          ? [{ value: user.role.id, label: user.role.name }]
          : roles.map((role) => ({ value: role.id, label: role.name }))
      }
      onChange={(event) => switchTo(event.currentTarget.value)}
    />
  );
  return (
    <Table.Tr
      data-testid="user-row"
      bg={props.selected ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <Table.Td>
        <Checkbox
          aria-label={messages.users.selectRow(user.userName)}
          checked={props.checked}
          disabled={!member}
          onChange={props.onToggle}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={messages.users.supervisorOf(user.userName)}
          checked={user.supervisor}
          disabled={locked}
          onChange={(event) => toggleSupervisor(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Anchor component="button" type="button" onClick={() => props.onSelect(userId)}>
          {user.userName}
        </Anchor>
      </Table.Td>
      <Table.Td>{user.userEmail}</Table.Td>
      <Table.Td>
        {locked ? (
          <Tooltip label={messages.users.workspaceAdminLocked}>
            <div>{roleSelect}</div>
          </Tooltip>
        ) : (
          roleSelect
        )}
      </Table.Td>
      <Table.Td>
        {user.lastActivityAt ? formatDateTime(user.lastActivityAt) : messages.users.never}
      </Table.Td>
      <Table.Td>
        {!user.user.hasJoined && <ReinviteButton userId={userId} projectId={props.projectId} />}
      </Table.Td>
      <PermissionCells
        flags={user.folderPermissions}
        userName={user.userName}
        disabled={locked}
        onChange={changePermission}
      />
      <Table.Td>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={messages.users.actionsOf(user.userName)}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              disabled={!member}
              onClick={() => props.onUnassign({ userId, userName: user.userName })}
            >
              {messages.users.unassign}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
