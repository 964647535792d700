import { Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProjectInspector_project$key } from '../../__generated__/ProjectInspector_project.graphql.ts';
import type { ProjectsIndexScreenQuery } from '../../__generated__/ProjectsIndexScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { messages } from '../../messages/messages.ts';
import { editableWorkspaces } from '../../projects/editable-workspaces.ts';
import { NewProjectButton } from '../../projects/NewProject/NewProjectButton.tsx';
import { ProjectSidebar } from '../../projects/ProjectSidebar.tsx';
import type { ScreenLoader } from '../../relay/preload.ts';
import { useRouteReloadWhenVisible } from '../../relay/reload-when-visible.ts';
import { showsStorages } from '../../storages/storage-choices.ts';
import { useStorageConfig } from '../../storages/useStorageConfig.ts';
import { ProjectInspector } from './ProjectInspector.tsx';
import { ProjectTable } from './ProjectTable.tsx';

const query = graphql`
  query ProjectsIndexScreenQuery {
    currentUser {
      isSuperuser
      canManageWorkspaces
    }
    workspaces {
      id
      name
      isDefault
      canEdit
    }
    ...ProjectTable_query
    ...ProjectSidebar_query
    # how long the list may be kept: every project's ttl is the same
    ttlOf: projects(first: 1) {
      edges {
        node {
          ttl
        }
      }
    }
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<ProjectsIndexScreenQuery>('projects-index', query, {});

/**
 * projects-index: the user's projects, their inspector, and New Project for those who may; a
 * superuser of a deployment with several storages sees and chooses them.
 */
export function Component() {
  const reference: PreloadedQuery<ProjectsIndexScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectsIndexScreenQuery>(query, reference);
  // An empty list is looked at again whenever the page shows.
  useRouteReloadWhenVisible(data.ttlOf.edges[0]?.node.ttl ?? 0, data);
  const { isSuperuser, canManageWorkspaces } = data.currentUser;
  const canCreate = isSuperuser || canManageWorkspaces;
  const workspaces = editableWorkspaces(data.workspaces);
  const storageConfig = useStorageConfig(isSuperuser);
  const storages = showsStorages(storageConfig) ? storageConfig.storages : undefined;
  const [newProject, dialog] = useDisclosure(false);
  const [inspected, setInspected] = useState<ProjectInspector_project$key | null>(null);
  return (
    <DrawerLayout
      left={<ProjectSidebar query={data} />}
      right={
        inspected ? (
          <ProjectInspector project={inspected} />
        ) : (
          <Text p="md" c="dimmed" size="sm">
            {messages.projects.inspectorHint}
          </Text>
        )
      }
    >
      <Stack p="md" gap="md">
        <Group justify="space-between">
          <Title order={3}>{messages.shell.projects}</Title>
          {canCreate && (
            <NewProjectButton
              workspaces={workspaces}
              storages={storages}
              opened={newProject}
              onOpen={dialog.open}
              onClose={dialog.close}
            />
          )}
        </Group>
        <ProjectTable
          query={data}
          canCreate={canCreate}
          workspaces={workspaces}
          storageColumns={storages !== undefined}
          onInspect={setInspected}
          onNewProject={dialog.open}
        />
      </Stack>
    </DrawerLayout>
  );
}
