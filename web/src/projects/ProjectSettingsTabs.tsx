import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { messages } from '../messages/messages.ts';
import { pathTo } from '../routes/route-table.ts';

/** The project's settings tabs and where each goes. */
const tabPaths = (projectId: string) => ({
  settings: pathTo('projects-settings', { projectId }),
  watermarks: pathTo('projects-settings-watermarks', { projectId }),
  notifications: pathTo('projects-settings-notifications', { projectId }),
  stats: pathTo('projects-stats', { projectId }),
});

/**
 * Settings, Watermarks, Notifications, Stats: the tab bar over each of a project's settings
 * screens. Stats shows for every project: Rushes records each web transfer, no transfer server
 * needed.
 */
export function ProjectSettingsTabs(props: {
  projectId: string;
  current: keyof ReturnType<typeof tabPaths>;
}) {
  const navigate = useNavigate();
  const paths = tabPaths(props.projectId);
  return (
    <Tabs value={props.current}>
      <Tabs.List>
        {Object.entries(paths).map(([tab, path]) => (
          <Tabs.Tab key={tab} value={tab} onClick={() => navigate(path)}>
            {messages.projects.tabs[tab as keyof typeof paths]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
