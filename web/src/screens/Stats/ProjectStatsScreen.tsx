import { Stack, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { ProjectStatsScreenQuery } from '../../__generated__/ProjectStatsScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { ProjectSettingsTabs } from '../../projects/ProjectSettingsTabs.tsx';
import { ProjectSidebar } from '../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../relay/api-error.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';
import { TransferStats } from '../../stats/TransferStats.tsx';

const query = graphql`
  query ProjectStatsScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      allowedTo {
        edit
        custody
      }
      transferServer
    }
    ...ProjectSidebar_query
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<ProjectStatsScreenQuery>('projects-stats', query, {
    projectId: params.projectId ?? '',
  });

/**
 * projects-stats: the project's transfer statistics, a tab of its settings shown only when the
 * project has a transfer server (spec); without one the route opens its Settings.
 */
export function Component() {
  const reference: PreloadedQuery<ProjectStatsScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectStatsScreenQuery>(query, reference);
  const { project } = data;
  if (!project) throw new ApiError('NOT_FOUND');
  if (!project.allowedTo.edit) throw new ApiError('FORBIDDEN');
  if (project.transferServer === null) {
    return <Navigate to={pathTo('projects-settings', { projectId: project.id })} replace />;
  }
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="lg">
        <Title order={3}>{project.name}</Title>
        <ProjectSettingsTabs
          projectId={project.id}
          current="stats"
          custody={project.allowedTo.custody}
          stats
        />
        <TransferStats key={project.id} scope={{ projectId: project.id }} />
      </Stack>
    </DrawerLayout>
  );
}
