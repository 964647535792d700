import { Button, Checkbox, EmptyState, Group, Stack, Table } from '@mantine/core';
import { IconUserMinus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { WorkspaceAdminsTabQuery } from '../../../__generated__/WorkspaceAdminsTabQuery.graphql.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { runLimited } from '../../../relay/run-limited.ts';
import { AddAdminsDialog } from './AddAdminsDialog.tsx';
import { useWorkspaceAdminMutations } from './useWorkspaceAdminMutations.ts';

const AT_ONCE = 3;

interface WorkspaceAdminsTabProps {
  workspaceId: string;
  /** The signed-in user, whose own row cannot be selected. */
  viewerId: string;
}

/**
 * The Admins tab: Name and Email of each admin; Add User with nothing selected, Remove User(s)
 * with a selection, keeping them in the workspace's projects or not. Loaded when the tab opens
 * (only those who edit the workspace reach it).
 */
export function WorkspaceAdminsTab({ workspaceId, viewerId }: WorkspaceAdminsTabProps) {
  const text = messages.workspaces;
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<WorkspaceAdminsTabQuery>(
    graphql`
      query WorkspaceAdminsTabQuery($workspaceId: ID!) {
        workspaceUsers(workspaceId: $workspaceId) {
          user {
            id
          }
          userName
          userEmail
        }
      }
    `,
    { workspaceId },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const { remove } = useWorkspaceAdminMutations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [keepInProjects, setKeepInProjects] = useState(true);
  const reload = () => setFetchKey((key) => key + 1);
  const chosen = data.workspaceUsers.filter((admin) => selected.has(admin.user.id));
  const toggle = (id: string) =>
    setSelected((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const removeChosen = async () => {
    const outcomes = await runLimited(chosen, AT_ONCE, (admin) =>
      remove(workspaceId, admin.user.id, keepInProjects),
    );
    const removed = outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value.ok);
    if (removed) notify.success(text.removeUsersSucceeded);
    else notify.failure(chosen.length === 1 ? text.removeUserFailed : text.removeUsersFailed);
    setSelected(new Set());
    reload();
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="flex-end">
        {chosen.length === 0 ? (
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {text.addUser}
          </Button>
        ) : (
          <Button
            color="red"
            leftSection={<IconUserMinus size={16} />}
            onClick={() => setRemoving(true)}
          >
            {chosen.length === 1 ? text.removeUser : text.removeUsers}
          </Button>
        )}
      </Group>
      {data.workspaceUsers.length === 0 ? (
        <EmptyState py={60} icon={<IconUsers size={32} />} title={text.noAdmins} />
      ) : (
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{text.name}</Table.Th>
              <Table.Th>{text.email}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.workspaceUsers.map((admin) => (
              <Table.Tr key={admin.user.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={text.selectRow(admin.userName)}
                    disabled={admin.user.id === viewerId}
                    checked={selected.has(admin.user.id)}
                    onChange={() => toggle(admin.user.id)}
                  />
                </Table.Td>
                <Table.Td fw={500}>{admin.userName}</Table.Td>
                <Table.Td>{admin.userEmail}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddAdminsDialog
        workspaceId={workspaceId}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={reload}
      />
      <ConfirmDialog
        opened={removing}
        title={chosen.length === 1 ? text.removeUser : text.removeUsers}
        text={text.removeConfirm(chosen.map((admin) => admin.userName))}
        confirmLabel={text.remove}
        onClose={() => setRemoving(false)}
        onConfirm={removeChosen}
      >
        <Checkbox
          mt="md"
          label={text.keepInProjects}
          checked={keepInProjects}
          onChange={(event) => setKeepInProjects(event.currentTarget.checked)}
        />
      </ConfirmDialog>
    </Stack>
  );
}
