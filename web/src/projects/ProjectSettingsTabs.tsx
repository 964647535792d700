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
  custody: pathTo('projects-settings-custody', { projectId }),
});

/**
 * Settings, Watermarks, Notifications, Stats when the project has a transfer server (`stats`,
 * spec: projects-stats), and Custody for those who may see the project's chain of custody
 * (`custody`): the tab bar over each of a project's settings screens.
 */
export function ProjectSettingsTabs(props: {
  projectId: string;
  current: keyof ReturnType<typeof tabPaths>;
  custody?: boolean;
  stats?: boolean;
}) {
  const navigate = useNavigate();
  const shown = { custody: props.custody, stats: props.stats };
  const paths = Object.entries(tabPaths(props.projectId)).filter(
    ([tab]) => !(tab in shown) || shown[tab as keyof typeof shown],
  );
  return (
    <Tabs value={props.current}>
      <Tabs.List>
        {paths.map(([tab, path]) => (
          <Tabs.Tab key={tab} value={tab} onClick={() => navigate(path)}>
            {messages.projects.tabs[tab as keyof ReturnType<typeof tabPaths>]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
