import { Stack, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProjectStatsScreenQuery } from '../../__generated__/ProjectStatsScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { ProjectSettingsTabs } from '../../projects/ProjectSettingsTabs.tsx';
import { ProjectSidebar } from '../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../relay/api-error.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
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
    }
    ...ProjectSidebar_query
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<ProjectStatsScreenQuery>('projects-stats', query, {
    projectId: params.projectId ?? '',
  });

/**
 * projects-stats: the project's transfer statistics, a tab of its settings. Every project has
 * some, since Rushes records each web upload and download (no transfer server needed).
 */
export function Component() {
  const reference: PreloadedQuery<ProjectStatsScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectStatsScreenQuery>(query, reference);
  const { project } = data;
  if (!project) throw new ApiError('NOT_FOUND');
  if (!project.allowedTo.edit) throw new ApiError('FORBIDDEN');
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="lg">
        <Title order={3}>{project.name}</Title>
        <ProjectSettingsTabs
          projectId={project.id}
          current="stats"
          custody={project.allowedTo.custody}
        />
        <TransferStats key={project.id} scope={{ projectId: project.id }} />
      </Stack>
    </DrawerLayout>
  );
}
