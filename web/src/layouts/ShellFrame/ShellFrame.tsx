import { Anchor, AppShell, Box, Group, Progress } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { Logo } from '../../components/Logo/Logo.tsx';
import { useShownWorkspaceLogo } from '../../components/Logo/workspace-logo.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { PANEL_GAP } from '../../uploads/UploadPanel/panel-reserve.ts';
import { Footer } from './Footer.tsx';
import { useWelcomeSubscription } from './useWelcomeSubscription.ts';

export const HEADER_HEIGHT = 56;
export const FOOTER_HEIGHT = 32;

/**
 * The default layout's frame: header (the logo linking home, or to a share link's first page;
 * then the given items), page, footer. It listens for `welcome`: a deploy reloads the page.
 */
export function ShellFrame({
  children,
  home = pathTo('home'),
}: {
  children?: ReactNode;
  home?: string;
}) {
  const navigating = useNavigation().state === 'loading';
  const workspaceLogo = useShownWorkspaceLogo();
  useWelcomeSubscription();
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} footer={{ height: FOOTER_HEIGHT }}>
      <AppShell.Header>
        {navigating && (
          <Progress
            aria-label={messages.shell.loading}
            value={100}
            animated
            size={2}
            radius={0}
            pos="absolute"
            top={0}
            w="100%"
          />
        )}
        <Group h="100%" px="md" gap="lg" wrap="nowrap">
          {/* the logo's product name is the link's name */}
          <Anchor component={Link} to={home} underline="never" c="inherit">
            <Logo imageUrl={workspaceLogo} />
          </Anchor>
          {children}
        </Group>
      </AppShell.Header>
      <AppShell.Main h="100dvh">
        <Box h="100%">
          <Outlet />
        </Box>
      </AppShell.Main>
      <AppShell.Footer>
        <Footer uploadPanelBottom={FOOTER_HEIGHT + PANEL_GAP} />
      </AppShell.Footer>
    </AppShell>
  );
}
