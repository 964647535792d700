import { Select, Stack, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { ProjectWorkspaceSelect_project$key } from '../../__generated__/ProjectWorkspaceSelect_project.graphql.ts';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useChangeProjectWorkspaceMutation } from '../../projects/useChangeProjectWorkspaceMutation.ts';

interface ProjectWorkspaceSelectProps {
  project: ProjectWorkspaceSelect_project$key;
  /** Workspaces the viewer may edit, the default one first. */
  workspaces: readonly { id: string; name: string }[];
}

/** The project's workspace; choosing another moves the project there at once (spec §4). */
export function ProjectWorkspaceSelect({ project, workspaces }: ProjectWorkspaceSelectProps) {
  const data = useFragment(
    graphql`
      fragment ProjectWorkspaceSelect_project on Project {
        id
        workspace {
          id
          name
        }
      }
    `,
    project,
  );
  const m = messages.projects;
  const [move, moving] = useChangeProjectWorkspaceMutation();
  const options = workspaces.some((workspace) => workspace.id === data.workspace.id)
    ? workspaces
    : [data.workspace, ...workspaces];
  const change = async (workspaceId: string | null) => {
    if (!workspaceId || workspaceId === data.workspace.id) return;
    const result = await move(data.id, workspaceId);
    if (result.ok) notify.success(m.moveSucceeded);
    else notify.failure(m.moveFailed);
  };
  return (
    <Stack gap="md">
      <Title order={4}>{m.workspace}</Title>
      <Select
        label={m.workspace}
        maw={320}
        allowDeselect={false}
        disabled={moving || workspaces.length < 2}
        value={data.workspace.id}
        onChange={change}
        data={options.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
      />
    </Stack>
  );
}
