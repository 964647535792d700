import { Box, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectUserTable_query$key } from '../../__generated__/ProjectUserTable_query.graphql.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../components/notify.tsx';
import { toggled } from '../../components/selection/toggled.ts';
import { messages } from '../../messages/messages.ts';
import { PermissionHeaders } from './PermissionCells.tsx';
import { ProjectUserRow, type RoleSwitch } from './ProjectUserRow.tsx';
import { UsersToolbar } from './UsersToolbar.tsx';
import { useRemoveProjectUserMutation } from './useRemoveProjectUserMutation.ts';
import { useRemoveProjectUsersMutation } from './useRemoveProjectUsersMutation.ts';
import { sortAndFilter, type UserSort } from './users-list.ts';
import { useSaveProjectUserMutation } from './useSaveProjectUserMutation.ts';

type Pending =
  | { kind: 'role'; change: RoleSwitch }
  | { kind: 'unassign'; userId: string; userName: string }
  | { kind: 'remove' };

interface ProjectUserTableProps {
  query: ProjectUserTable_query$key;
  project: { id: string; name: string };
  /** The toolbar's actions, told how many members are chosen (Add User needs none, §6). */
  actions: (chosen: number) => ReactNode;
  selectedId: string | null;
  onSelect: (userId: string) => void;
}

/**
 * The project's members and its workspace's admins, sorted and filtered, with the dialogs; the
 * members chosen with their checkboxes leave the project together (Remove Users).
 */
export function ProjectUserTable(props: ProjectUserTableProps) {
  const { query, project, actions } = props;
  const data = useFragment(
    graphql`
      fragment ProjectUserTable_query on Query
      @argumentDefinitions(projectId: { type: "ID!" }) {
        projectUsers(projectId: $projectId) {
          userName
          userEmail
          lastActivityAt
          user {
            id
          }
          role {
            name
          }
          ...ProjectUserRow_projectUser
        }
        projectRoles {
          ...ProjectUserRow_roles
        }
      }
    `,
    query,
  );
  const [sort, setSort] = useState<UserSort>('name');
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [save] = useSaveProjectUserMutation();
  const [remove] = useRemoveProjectUserMutation();
  const [removeAll] = useRemoveProjectUsersMutation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const m = messages.users;
  // Those chosen who are still in the list (one may have been unassigned meanwhile).
  const picked = data.projectUsers.filter((user) => chosen.has(user.user.id));

  const listed = data.projectUsers.map((user) => ({ ...user, roleName: user.role.name }));
  const rows = sortAndFilter(listed, sort, filter);

  const confirm = async () => {
    if (pending?.kind === 'role') {
      const { userId, toId } = pending.change;
      if ((await save(project.id, userId, toId)) !== null) notify.failure(m.changeRoleFailed);
    } else if (pending?.kind === 'unassign') {
      if ((await remove(project.id, pending.userId)) === null) notify.success(m.unassigned);
      else notify.failure(m.unassignFailed);
    } else if (pending?.kind === 'remove') {
      const userIds = picked.map((user) => user.user.id);
      if ((await removeAll(project.id, userIds)) !== null) {
        notify.failure(m.removeFailed);
        return;
      }
      notify.success(m.removed);
      setChosen(new Set());
    }
  };

  return (
    <>
      <UsersToolbar sort={sort} filter={filter} onSort={setSort} onFilter={setFilter}>
        {picked.length > 0 && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconUserMinus size={16} />}
            onClick={() => setPending({ kind: 'remove' })}
          >
            {m.removeUsers}
          </Button>
        )}
        {actions(picked.length)}
      </UsersToolbar>
      <Box role="region" aria-label={m.allUsers} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={900} highlightOnHover aria-label={m.allUsers}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>{m.select}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{m.supervisor}</Table.Th>
              <Table.Th>{m.name}</Table.Th>
              <Table.Th>{m.email}</Table.Th>
              <Table.Th>{m.role}</Table.Th>
              <Table.Th>{m.lastActivity}</Table.Th>
              <Table.Th>{m.reinvite}</Table.Th>
              <PermissionHeaders />
              <Table.Th>{m.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <ProjectUserRow
                key={user.user.id}
                projectUser={user}
                roles={data.projectRoles}
                projectId={project.id}
                onSwitchRole={(change) => setPending({ kind: 'role', change })}
                onUnassign={(target) => setPending({ kind: 'unassign', ...target })}
                selected={props.selectedId === user.user.id}
                onSelect={props.onSelect}
                checked={chosen.has(user.user.id)}
                onToggle={() => setChosen(toggled(chosen, user.user.id))}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {rows.length === 0 && <Text c="dimmed">{m.noUsers}</Text>}
      <ConfirmDialog
        opened={pending?.kind === 'role'}
        title={m.switchRole}
        text={
          pending?.kind === 'role'
            ? m.switchRoleText(pending.change.userName, pending.change.from, pending.change.toName)
            : ''
        }
        confirmLabel={m.switchRoleConfirm}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
      <ConfirmDialog
        opened={pending?.kind === 'unassign'}
        title={m.unassign}
        text={pending?.kind === 'unassign' ? m.unassignText(pending.userName, project.name) : ''}
        confirmLabel={m.unassign}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
      <ConfirmDialog
        opened={pending?.kind === 'remove'}
        title={m.removeUsers}
        text={m.removeUsersText(
          picked.map((user) => user.userName),
          project.name,
        )}
        confirmLabel={m.removeUsers}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
