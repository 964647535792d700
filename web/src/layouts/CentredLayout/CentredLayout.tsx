import { Anchor, Center, Paper, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo/Logo.tsx';
import { pathTo } from '../../routes/route-table.ts';

/** Sign-in, verify, invite, reset and error screens: one card in the middle of the page. */
export function CentredLayout() {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="lg" w="100%" maw={560}>
        <Anchor component={Link} to={pathTo('home')} underline="never" c="inherit">
          <Logo size={36} />
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%">
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
