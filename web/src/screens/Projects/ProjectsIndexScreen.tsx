import { Group, Stack, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProjectsIndexScreenQuery } from '../../__generated__/ProjectsIndexScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { NewProjectButton } from './NewProject/NewProjectButton.tsx';
import { ProjectSidebar } from './ProjectSidebar.tsx';
import { ProjectTable } from './ProjectTable.tsx';

const query = graphql`
  query ProjectsIndexScreenQuery {
    currentUser {
      isSuperuser
      canManageWorkspaces
    }
    ...ProjectTable_query
    ...ProjectSidebar_query
    ...NewProjectButton_query
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<ProjectsIndexScreenQuery>('projects-index', query, {});

/** projects-index: every project of the user, and New Project for those who may create one. */
export function Component() {
  const reference: PreloadedQuery<ProjectsIndexScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectsIndexScreenQuery>(query, reference);
  const { isSuperuser, canManageWorkspaces } = data.currentUser;
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="md">
        <Group justify="space-between">
          <Title order={3}>{messages.shell.projects}</Title>
          {(isSuperuser || canManageWorkspaces) && <NewProjectButton query={data} />}
        </Group>
        <ProjectTable query={data} />
      </Stack>
    </DrawerLayout>
  );
}
