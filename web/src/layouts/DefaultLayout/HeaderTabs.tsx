import { ActionIcon, Group, Tabs } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router';
import type { HeaderTabs_user$key } from '../../__generated__/HeaderTabs_user.graphql.ts';
import { Tooltip } from '../../components/Tooltip/Tooltip.tsx';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { activeTab, type TabKey, tabTarget, visibleTabs } from './header-tabs.ts';

const labels: Record<TabKey, string> = {
  projects: messages.shell.projects,
  users: messages.shell.users,
  shares: messages.shell.shares,
  workspaces: messages.shell.workspaces,
};

/** Header tabs shown by the spec's rules, then the search icon. */
export function HeaderTabs({ user }: { user: HeaderTabs_user$key }) {
  const rights = useFragment(
    graphql`
      fragment HeaderTabs_user on User {
        isSuperuser
        hasEditableProjects
        canManageWorkspaces
      }
    `,
    user,
  );
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(rights);
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
      <Tabs
        variant="pills"
        value={activeTab(pathname)}
        onChange={(value) => {
          const tab = tabs.find((key) => key === value);
          if (tab) navigate(tabTarget(tab, pathname));
        }}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {labels[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Tooltip label={messages.shell.search}>
        <ActionIcon
          component={Link}
          to={pathTo('search')}
          variant="subtle"
          size="lg"
          aria-label={messages.shell.search}
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
