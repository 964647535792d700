import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WorkspaceBranding_workspace$key } from '../../../__generated__/WorkspaceBranding_workspace.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { ImageChoice } from '../../../uploads/ImageChoice.tsx';
import { useRemoveWorkspaceImagesMutation } from './useRemoveWorkspaceImagesMutation.ts';
import { useWorkspaceImageUpload, type WorkspaceImageKind } from './useWorkspaceImageUpload.ts';

/**
 * Branding: the logo and the default project poster, each uploaded and removed on its own. A
 * failure says which: the logo's are the workspace's messages, the poster's the posters'.
 */
const failed: Record<WorkspaceImageKind, { upload: string; remove: string }> = {
  logo: {
    upload: messages.workspaces.uploadFailed,
    remove: messages.workspaces.removeImageFailed,
  },
  projectPoster: {
    upload: messages.posters.imageUploadFailed,
    remove: messages.posters.imageRemoveFailed,
  },
};

export function WorkspaceBranding({ workspace }: { workspace: WorkspaceBranding_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment WorkspaceBranding_workspace on Workspace {
        id
        allowedTo {
          upload
        }
        logo {
          url
        }
        projectPoster {
          url
        }
      }
    `,
    workspace,
  );
  const text = messages.workspaces;
  const upload = useWorkspaceImageUpload();
  const [remove] = useRemoveWorkspaceImagesMutation();
  const [progress, setProgress] = useState<Partial<Record<WorkspaceImageKind, number>>>({});
  const setOne = (kind: WorkspaceImageKind, value: number | undefined) =>
    setProgress((all) => ({ ...all, [kind]: value }));

  const choose = async (kind: WorkspaceImageKind, file: File) => {
    setOne(kind, 0);
    const done = await upload(data.id, kind, file, (fraction) => setOne(kind, fraction));
    setOne(kind, undefined);
    if (!done) notify.failure(failed[kind].upload);
  };
  const removeImage = async (kind: WorkspaceImageKind) => {
    if (!(await remove(data.id, kind)).ok) notify.failure(failed[kind].remove);
  };
  const image = (kind: WorkspaceImageKind, label: string, url: string | null) => (
    <ImageChoice
      label={label}
      url={url}
      canChange={data.allowedTo.upload}
      progress={progress[kind] ?? null}
      onChoose={(file) => choose(kind, file)}
      onRemove={url ? () => removeImage(kind) : null}
    />
  );
  return (
    <Stack gap="sm">
      <Title order={4}>{text.branding}</Title>
      <Group align="flex-start" gap="xl">
        {image('logo', text.logo, data.logo?.url ?? null)}
        {image('projectPoster', text.projectPoster, data.projectPoster?.url ?? null)}
      </Group>
    </Stack>
  );
}
