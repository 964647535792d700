import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

type AccountRoute = 'account' | 'account-notifications' | 'account-preferences';

const tabs: { route: AccountRoute; label: string }[] = [
  { route: 'account', label: messages.account.tabAccount },
  { route: 'account-notifications', label: messages.account.tabNotifications },
  { route: 'account-preferences', label: messages.account.tabPreferences },
];

/** The account area's tabs (access-and-shell section 4): each is its own route. */
export function AccountTabs({ current }: { current: AccountRoute }) {
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(route) => route && navigate(pathTo(route as AccountRoute))}>
      <Tabs.List aria-label={messages.shell.myAccount}>
        {tabs.map(({ route, label }) => (
          <Tabs.Tab key={route} value={route}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
