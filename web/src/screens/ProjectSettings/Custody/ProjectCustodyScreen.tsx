import { Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProjectCustodyScreenQuery } from '../../../__generated__/ProjectCustodyScreenQuery.graphql.ts';
import { DrawerLayout } from '../../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../../messages/messages.ts';
import { ProjectSettingsTabs } from '../../../projects/ProjectSettingsTabs.tsx';
import { ProjectSidebar } from '../../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../../relay/api-error.ts';
import type { ScreenLoader } from '../../../relay/preload.ts';
import { CustodyChainChecking, CustodyChainStatus } from './CustodyChainStatus.tsx';
import { CustodyExportButtons } from './CustodyExportButtons.tsx';
import { CustodyLog } from './CustodyLog.tsx';

const query = graphql`
  query ProjectCustodyScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      allowedTo {
        custody
      }
      transferServer
      ...CustodyLog_project
    }
    ...ProjectSidebar_query
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<ProjectCustodyScreenQuery>('projects-settings-custody', query, {
    projectId: params.projectId ?? '',
  });

/**
 * projects-settings-custody (ours): the project's chain of custody for superusers and its
 * workspace's admins: whether it holds (checked against the whole log, so it loads on its own),
 * the custody log newest first, and its exports as CSV and as CloudEvents.
 */
export function Component() {
  const reference: PreloadedQuery<ProjectCustodyScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectCustodyScreenQuery>(query, reference);
  const { project } = data;
  const text = messages.custody;
  if (!project) throw new ApiError('NOT_FOUND');
  if (!project.allowedTo.custody) throw new ApiError('FORBIDDEN');
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="lg">
        <Title order={3}>{project.name}</Title>
        <ProjectSettingsTabs
          projectId={project.id}
          current="custody"
          custody
          stats={project.transferServer !== null}
        />
        <Stack gap="xs">
          <Title order={4}>{text.chain}</Title>
          <Text size="sm" c="dimmed">
            {text.chainHint}
          </Text>
          <Suspense fallback={<CustodyChainChecking />}>
            <CustodyChainStatus projectId={project.id} />
          </Suspense>
        </Stack>
        <CustodyExportButtons projectId={project.id} />
        <CustodyLog project={project} />
      </Stack>
    </DrawerLayout>
  );
}
