import { Box, Divider, Group, Stack, Title } from '@mantine/core';
import type { OverlaySettings, WatermarkSettings } from '@rushes/rules';
import { useRef, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type {
  ProjectWatermarksScreenQuery,
  ProjectWatermarksScreenQuery$data,
} from '../../../__generated__/ProjectWatermarksScreenQuery.graphql.ts';
import { useAutosave } from '../../../components/Autosave/useAutosave.ts';
import { DrawerLayout } from '../../../components/DrawerLayout/DrawerLayout.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { ProjectSettingsTabs } from '../../../projects/ProjectSettingsTabs.tsx';
import { ProjectSidebar } from '../../../projects/ProjectSidebar.tsx';
import { ApiError } from '../../../relay/api-error.ts';
import type { ScreenLoader } from '../../../relay/preload.ts';
import { lookOf, type ProjectLook } from '../../../watermark/look.ts';
import { LookPreview } from './LookPreview.tsx';
import { OverlayForm } from './OverlayForm.tsx';
import { useProjectLookMutations } from './useProjectLookMutations.ts';
import { WatermarkForm } from './WatermarkForm.tsx';

const m = messages.watermarks;
/** Watermark and overlay changes save 500 ms after the last one (spec §9). */
const LOOK_AUTOSAVE_MS = 500;

const query = graphql`
  query ProjectWatermarksScreenQuery($projectId: ID!) {
    project(id: $projectId) {
      id
      name
      production
      allowedTo {
        edit
        custody
      }
      transferServer
      watermarks {
        enabled
        items {
          position
          type
          text
        }
        fontSize
        opacity
        opacityBackground
        horizontalOffset
        verticalOffset
      }
      overlay {
        enabled
        size
        opacity
        x
        y
        image {
          url
        }
      }
      rootFolder {
        name
        randomAsset {
          ...LookPreview_asset
        }
      }
    }
    currentUser {
      name
    }
    ...ProjectSidebar_query
  }
`;

export const loader: ScreenLoader = ({ params, preload }) =>
  preload<ProjectWatermarksScreenQuery>('projects-settings-watermarks', query, {
    projectId: params.projectId ?? '',
  });

/** What a save sends: a custom item without text is not an item yet. */
const sendable = (watermarks: WatermarkSettings): WatermarkSettings => ({
  ...watermarks,
  items: watermarks.items
    .map((item) => ({ ...item, text: item.text.trim() }))
    .filter((item) => item.type !== 'CUSTOM' || item.text.length > 0),
});

/** Saves what changed 500 ms after the last change; the overlay image saves on its own. */
function useLookAutosave(
  look: ProjectLook,
  save: ReturnType<typeof useProjectLookMutations>['save'],
) {
  const saved = useRef({
    watermarks: JSON.stringify(sendable(look.watermarks)),
    overlay: JSON.stringify(look.overlay),
  });
  useAutosave(
    look,
    async (value) => {
      const watermarks = sendable(value.watermarks);
      const text = {
        watermarks: JSON.stringify(watermarks),
        overlay: JSON.stringify(value.overlay),
      };
      const change: { watermarks?: WatermarkSettings; overlay?: OverlaySettings } = {};
      if (text.watermarks !== saved.current.watermarks) change.watermarks = watermarks;
      if (text.overlay !== saved.current.overlay) change.overlay = value.overlay;
      if (!change.watermarks && !change.overlay) return;
      const result = await save(change);
      if (result.ok) {
        saved.current = text;
        notify.success(m.saved);
      } else notify.failure(m.saveFailed);
    },
    LOOK_AUTOSAVE_MS,
  );
}

/**
 * projects-settings-watermarks: the watermark and image overlay every member sees over the
 * project's media, previewed live on a clip or still of the project picked at random.
 */
export function Component() {
  const reference: PreloadedQuery<ProjectWatermarksScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<ProjectWatermarksScreenQuery>(query, reference);
  const project = data.project;
  if (!project) throw new ApiError('NOT_FOUND');
  if (!project.allowedTo.edit) throw new ApiError('FORBIDDEN');
  return (
    <DrawerLayout left={<ProjectSidebar query={data} />}>
      <Stack p="md" gap="lg">
        <Title order={3}>{project.name}</Title>
        <ProjectSettingsTabs
          projectId={project.id}
          current="watermarks"
          custody={project.allowedTo.custody}
          stats={project.transferServer !== null}
        />
        <LookSettings key={project.id} project={project} viewer={data.currentUser.name} />
      </Stack>
    </DrawerLayout>
  );
}

function LookSettings(props: {
  project: NonNullable<ProjectWatermarksScreenQuery$data['project']>;
  viewer: string;
}) {
  const { project } = props;
  const [look, setLook] = useState(() => lookOf(project));
  const { save, uploadOverlay } = useProjectLookMutations(project.id);
  useLookAutosave(look, save);
  const facts = {
    viewer: props.viewer,
    clip: '',
    slate: '',
    folder: project.rootFolder.name,
    project: project.name,
    production: project.production,
  };
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Box style={{ flex: '1 1 480px', minWidth: 0 }}>
        <Title order={4} mb="sm">
          {m.preview}
        </Title>
        <LookPreview asset={project.rootFolder.randomAsset} look={look} facts={facts} />
      </Box>
      <Stack style={{ flex: '1 1 320px' }} maw={520} gap="lg">
        <WatermarkForm
          value={look.watermarks}
          onChange={(watermarks) => setLook((current) => ({ ...current, watermarks }))}
        />
        <Divider />
        <OverlayForm
          value={look.overlay}
          imageUrl={look.imageUrl}
          onChange={(overlay) => setLook((current) => ({ ...current, overlay }))}
          upload={uploadOverlay}
          onImage={(imageUrl) => setLook((current) => ({ ...current, imageUrl }))}
        />
      </Stack>
    </Group>
  );
}
