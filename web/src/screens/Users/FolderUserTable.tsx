import { Box, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FolderUserTable_query$key } from '../../__generated__/FolderUserTable_query.graphql.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { FolderUserRow } from './FolderUserRow.tsx';
import { PermissionHeaders } from './PermissionCells.tsx';
import { UsersToolbar } from './UsersToolbar.tsx';
import { useRemoveFolderUserMutation } from './useRemoveFolderUserMutation.ts';
import { sortAndFilter, type UserSort } from './users-list.ts';

interface FolderUserTableProps {
  query: FolderUserTable_query$key;
  folder: { id: string; name: string };
  /** Whether the folder lies right below the project's root: its inherited rows stay open. */
  topLevel: boolean;
  projectId: string;
  actions: ReactNode;
}

/** The users with an entry on the folder, their own or inherited, sorted and filtered. */
export function FolderUserTable(props: FolderUserTableProps) {
  const { query, folder, projectId, actions } = props;
  const data = useFragment(
    graphql`
      fragment FolderUserTable_query on Query @argumentDefinitions(folderId: { type: "ID!" }) {
        folderUsers(folderId: $folderId) {
          userName
          userEmail
          lastActivityAt
          user {
            id
          }
          role {
            name
          }
          ...FolderUserRow_folderUser
        }
      }
    `,
    query,
  );
  const [sort, setSort] = useState<UserSort>('name');
  const [filter, setFilter] = useState('');
  const [unassigning, setUnassigning] = useState<{ userId: string; userName: string } | null>(null);
  const [remove] = useRemoveFolderUserMutation();
  const m = messages.users;
  const listed = data.folderUsers.map((user) => ({ ...user, roleName: user.role.name }));
  const rows = sortAndFilter(listed, sort, filter);

  const confirm = async () => {
    if (!unassigning) return;
    if ((await remove(folder.id, unassigning.userId)) === null) notify.success(m.unassigned);
    else notify.failure(m.unassignFailed);
  };

  return (
    <>
      <UsersToolbar sort={sort} filter={filter} onSort={setSort} onFilter={setFilter}>
        {actions}
      </UsersToolbar>
      <Box role="region" aria-label={folder.name} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={800} highlightOnHover aria-label={folder.name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.name}</Table.Th>
              <Table.Th>{m.email}</Table.Th>
              <Table.Th>{m.lastActivity}</Table.Th>
              <Table.Th>{m.reinvite}</Table.Th>
              <PermissionHeaders />
              <Table.Th>{m.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <FolderUserRow
                key={user.user.id}
                folderUser={user}
                folderId={folder.id}
                topLevel={props.topLevel}
                projectId={projectId}
                onUnassign={setUnassigning}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {rows.length === 0 && <Text c="dimmed">{m.noUsers}</Text>}
      <ConfirmDialog
        opened={unassigning !== null}
        title={m.unassign}
        text={unassigning ? m.unassignText(unassigning.userName, folder.name) : ''}
        confirmLabel={m.unassign}
        onClose={() => setUnassigning(null)}
        onConfirm={confirm}
      />
    </>
  );
}
