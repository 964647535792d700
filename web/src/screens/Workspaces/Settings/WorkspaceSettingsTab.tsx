import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { WorkspaceSettingsTab_workspace$key } from '../../../__generated__/WorkspaceSettingsTab_workspace.graphql.ts';
import { messages } from '../../../messages/messages.ts';
import { pathTo } from '../../../routes/route-table.ts';
import { DeleteWorkspaceDialog } from '../DeleteWorkspaceDialog.tsx';
import { useUpdateWorkspaceMutation } from './useUpdateWorkspaceMutation.ts';
import { WorkspaceAnnotationsSwitch } from './WorkspaceAnnotationsSwitch.tsx';
import { WorkspaceBranding } from './WorkspaceBranding.tsx';
import { WorkspaceNameField } from './WorkspaceNameField.tsx';

/** The Settings tab: name (autosaved), branding, and Delete Workspace when it may be deleted. */
export function WorkspaceSettingsTab({
  workspace,
}: {
  workspace: WorkspaceSettingsTab_workspace$key;
}) {
  const data = useFragment(
    graphql`
      fragment WorkspaceSettingsTab_workspace on Workspace {
        id
        name
        allowedTo {
          edit
          delete
        }
        ...WorkspaceBranding_workspace
        ...WorkspaceAnnotationsSwitch_workspace
      }
    `,
    workspace,
  );
  const text = messages.workspaces;
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [update] = useUpdateWorkspaceMutation();
  return (
    <Stack gap="lg" p="md">
      <WorkspaceNameField
        key={data.id}
        name={data.name}
        readOnly={!data.allowedTo.edit}
        onSave={(name) => update(data.id, name)}
      />
      <WorkspaceBranding workspace={data} />
      <WorkspaceAnnotationsSwitch workspace={data} />
      {data.allowedTo.delete && (
        <>
          <Divider />
          <Stack gap="xs" align="flex-start">
            <Title order={4}>{text.deleteWorkspace}</Title>
            <Text size="sm" c="dimmed">
              {text.deleteHint}
            </Text>
            <Button
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {text.deleteWorkspace}
            </Button>
          </Stack>
        </>
      )}
      <DeleteWorkspaceDialog
        workspace={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(pathTo('workspaces-index'), { replace: true })}
      />
    </Stack>
  );
}
