import { Divider, Stack, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProjectSettingsScreenQuery } from '../../__generated__/ProjectSettingsScreenQuery.graphql.ts';
import { DrawerLayout } from '../../components/DrawerLayout/DrawerLayout.tsx';
import { editableWorkspaces } from '../../projects/editable-workspaces.ts';
import { ProjectSettingsTabs } from '../../projects/ProjectSettingsTabs.tsx';
import { ProjectSidebar } from '../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../relay/api-error.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { showsStorages } from '../../storages/storage-choices.ts';
import { useStorageConfig } from '../../storages/useStorageConfig.ts';
import { AdministrationSection } from './AdministrationSection.tsx';
import { MediaComposerSection } from './MediaComposerSection.tsx';
import { ProjectDetailsForm } from './ProjectDetailsForm.tsx';
import { ProjectPosterChoice } from './ProjectPosterChoice.tsx';
import { ProjectWorkspaceSelect } from './ProjectWorkspaceSelect.tsx';
import { SlateFormatSelect } from './SlateFormatSelect.tsx';

const query = graphql`
  query ProjectSettingsScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      allowedTo {
        edit
        custody
      }
      transferServer
      ...ProjectDetailsForm_project
      ...SlateFormatSelect_project
      ...ProjectWorkspaceSelect_project
      ...ProjectPosterChoice_project
      ...MediaComposerSection_project
      ...AdministrationSection_project
    }
    currentUser {
      isSuperuser
    }
    workspaces {
      id
      name
      isDefault
      canEdit
    }
    ...ProjectSidebar_query
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<ProjectSettingsScreenQuery>('projects-settings', query, {
    projectId: params.projectId ?? '',
  });

/**
 * projects-settings: Details, Shooting Days, Display Slate As, Media Composer, Administration (a
 * superuser's, where there are several storages), the workspace and the poster, each saved on its
 * own.
 */
export function Component() {
  const reference: PreloadedQuery<ProjectSettingsScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectSettingsScreenQuery>(query, reference);
  const storageConfig = useStorageConfig(data.currentUser.isSuperuser);
  const project = data.project;
  if (!project) throw new ApiError('NOT_FOUND');
  if (!project.allowedTo.edit) throw new ApiError('FORBIDDEN');
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="lg" maw={900}>
        <Title order={3}>{project.name}</Title>
        <ProjectSettingsTabs
          projectId={project.id}
          current="settings"
          custody={project.allowedTo.custody}
          stats={project.transferServer !== null}
        />
        <ProjectDetailsForm key={project.id} project={project} />
        <Divider />
        <SlateFormatSelect key={`${project.id}-slate`} project={project} />
        <Divider />
        <MediaComposerSection project={project} />
        <Divider />
        {showsStorages(storageConfig) && (
          <>
            <AdministrationSection project={project} config={storageConfig} />
            <Divider />
          </>
        )}
        <ProjectWorkspaceSelect
          project={project}
          workspaces={editableWorkspaces(data.workspaces)}
        />
        <ProjectPosterChoice project={project} />
      </Stack>
    </DrawerLayout>
  );
}
