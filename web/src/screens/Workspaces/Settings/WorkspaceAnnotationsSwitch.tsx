import { Switch } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { WorkspaceAnnotationsSwitch_workspace$key } from '../../../__generated__/WorkspaceAnnotationsSwitch_workspace.graphql.ts';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { useSetWorkspaceAnnotationsMutation } from './useSetWorkspaceAnnotationsMutation.ts';

const text = messages.annotations;

/** Whether the workspace's members may draw annotations (superusers always may). */
export function WorkspaceAnnotationsSwitch({
  workspace,
}: {
  workspace: WorkspaceAnnotationsSwitch_workspace$key;
}) {
  const data = useFragment(
    graphql`
      fragment WorkspaceAnnotationsSwitch_workspace on Workspace {
        id
        annotations
        allowedTo {
          edit
        }
      }
    `,
    workspace,
  );
  const [set, saving] = useSetWorkspaceAnnotationsMutation();
  const change = async (enabled: boolean) => {
    const result = await set(data.id, enabled);
    if (!result.ok) notify.failure(text.settingFailed);
  };
  return (
    <Switch
      label={text.workspaceSetting}
      description={text.workspaceSettingHint}
      checked={data.annotations}
      disabled={!data.allowedTo.edit || saving}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
