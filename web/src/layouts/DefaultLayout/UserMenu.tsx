import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { UserMenu_user$key } from '../../__generated__/UserMenu_user.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { UserSignOutDialog } from './UserSignOutDialog.tsx';

/** Name and e-mail, My Account, and Sign Out behind its confirmation dialog. */
export function UserMenu({ user }: { user: UserMenu_user$key }) {
  const { name, email } = useFragment(
    graphql`
      fragment UserMenu_user on User {
        name
        email
      }
    `,
    user,
  );
  const [confirming, confirm] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <Button variant="subtle" color="gray" leftSection={<Avatar name={name} size="sm" />}>
            {name}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            <Text size="xs">{email}</Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item component={Link} to={pathTo('account')} leftSection={<IconUser size={16} />}>
            {messages.shell.myAccount}
          </Menu.Item>
          <Menu.Item onClick={confirm.open} leftSection={<IconLogout size={16} />}>
            {messages.shell.signOut}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <UserSignOutDialog opened={confirming} onClose={confirm.close} />
    </>
  );
}
