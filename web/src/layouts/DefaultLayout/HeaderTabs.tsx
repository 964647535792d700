import { Group, Tabs } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { HeaderTabs_user$key } from '../../__generated__/HeaderTabs_user.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
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
      <HeaderSearch />
    </Group>
  );
}
