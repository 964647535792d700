import { Box, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AllUsersTable_query$key } from '../../../__generated__/AllUsersTable_query.graphql.ts';
import type { AllUsersTablePaginationQuery } from '../../../__generated__/AllUsersTablePaginationQuery.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { toggled } from '../../../components/selection/toggled.ts';
import { messages } from '../../../messages/messages.ts';
import { UsersToolbar } from '../UsersToolbar.tsx';
import { rolesKey, sortAndFilter, type UserSort } from '../users-list.ts';
import { AllUsersRow } from './AllUsersRow.tsx';
import { deletable } from './all-users.ts';
import { DeleteUsersDialog } from './DeleteUsersDialog.tsx';

/** The spec's page of users. */
const PAGE = 1000;

interface AllUsersTableProps {
  query: AllUsersTable_query$key;
  /** The user the inspector shows, or null. */
  onInspect: (userId: string | null) => void;
  onAssign: (userIds: string[]) => void;
}

/** Everyone the viewer manages: sorted, filtered, selectable, paged by 1000, Delete Users. */
export function AllUsersTable(props: AllUsersTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AllUsersTablePaginationQuery,
    AllUsersTable_query$key
  >(
    graphql`
      fragment AllUsersTable_query on Query
      @refetchable(queryName: "AllUsersTablePaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 1000 }, after: { type: "String" }) {
        users(first: $first, after: $after) @connection(key: "AllUsersTable_users") {
          __id
          edges {
            node {
              id
              name
              email
              lastActivityAt
              allowedTo {
                delete
              }
              uniqueRoles {
                name
              }
              ...AllUsersRow_user
            }
          }
        }
      }
    `,
    props.query,
  );
  const [sort, setSort] = useState<UserSort>('name');
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const m = messages.users;

  const users = data.users.edges.map((edge) => edge.node);
  const listed = users.map((user) => ({
    ...user,
    userName: user.name,
    userEmail: user.email ?? '',
    roleName: rolesKey(user.uniqueRoles.map((role) => role.name)),
  }));
  const rows = sortAndFilter(listed, sort, filter);
  const toDelete = deletable(users, selected);
  const canDelete = users.some((user) => user.allowedTo.delete);

  const focus = (userId: string | null) => {
    setFocusedId(userId);
    props.onInspect(userId);
  };
  const loadMore = () =>
    loadNext(PAGE, { onComplete: (error) => error && notify.failure(m.loadFailed) });
  const forget = (userIds: string[]) => {
    setSelected((current) => new Set([...current].filter((id) => !userIds.includes(id))));
    if (focusedId && userIds.includes(focusedId)) focus(null);
  };

  return (
    <>
      <UsersToolbar sort={sort} filter={filter} onSort={setSort} onFilter={setFilter}>
        <Button
          leftSection={<IconUserPlus size={16} />}
          disabled={selected.size === 0}
          onClick={() => props.onAssign([...selected])}
        >
          {m.assignToProject}
        </Button>
        {canDelete && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={toDelete.length === 0}
            onClick={() => setDeleting(true)}
          >
            {m.deleteUsers}
          </Button>
        )}
      </UsersToolbar>
      <Box role="region" aria-label={m.allUsers} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={640} highlightOnHover aria-label={m.allUsers}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>{m.select}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{m.name}</Table.Th>
              <Table.Th>{m.email}</Table.Th>
              <Table.Th>{m.lastActivity}</Table.Th>
              <Table.Th>{m.reinvite}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <AllUsersRow
                key={user.id}
                user={user}
                selected={selected.has(user.id)}
                onSelect={() => {
                  setSelected(new Set([user.id]));
                  focus(user.id);
                }}
                onToggle={() => {
                  setSelected(toggled(selected, user.id));
                  focus(selected.has(user.id) ? null : user.id);
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {rows.length === 0 && <Text c="dimmed">{m.noUsers}</Text>}
      {hasNext && (
        <Group justify="center">
          <Button variant="default" loading={isLoadingNext} onClick={loadMore}>
            {m.loadMore}
          </Button>
        </Group>
      )}
      <DeleteUsersDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        users={toDelete}
        connection={data.users.__id}
        onDeleted={forget}
      />
    </>
  );
}
