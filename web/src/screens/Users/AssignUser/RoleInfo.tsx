import { ActionIcon, Popover, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { RoleInfo_roles$key } from '../../../__generated__/RoleInfo_roles.graphql.ts';
import { messages } from '../../../messages/messages.ts';

const permissionNames = ['view', 'edit', 'download', 'share', 'comment'] as const;

/** The role info popup: what Viewer, Editor, Supervisor and a workspace's Admin may do. */
export function RoleInfo(props: { roles: RoleInfo_roles$key }) {
  const roles = useFragment(
    graphql`
      fragment RoleInfo_roles on Role @relay(plural: true) {
        id
        name
        isAdmin
        permissions {
          view
          edit
          download
          share
          comment
        }
      }
    `,
    props.roles,
  );
  const m = messages.users;
  const rows = [
    ...roles.map((role) => ({
      name: role.name,
      allows: role.isAdmin
        ? m.rolesInfoAdminRole
        : permissionNames
            .filter((name) => role.permissions[name])
            .map((name) => m.permission[name])
            .join(', '),
    })),
    { name: m.rolesInfoWorkspaceAdminName, allows: m.rolesInfoWorkspaceAdmin },
  ];
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={m.rolesInfo}>
          <IconInfoCircle size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {m.rolesInfoTitle}
          </Text>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.role}</Table.Th>
                <Table.Th>{m.rolesInfoPermissions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.name}>
                  <Table.Td fw={500}>{row.name}</Table.Td>
                  <Table.Td>{row.allows}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed">
            {m.rolesInfoInheritance}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
