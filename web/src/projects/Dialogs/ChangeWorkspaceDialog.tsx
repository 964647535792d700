import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { runLimited } from '../../relay/run-limited.ts';
import { useChangeProjectWorkspaceMutation } from '../useChangeProjectWorkspaceMutation.ts';

const AT_ONCE = 3;

interface ChangeWorkspaceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The projects to move, every one editable. */
  projects: readonly { id: string }[];
  /** Workspaces the viewer may edit, the default one first. */
  workspaces: readonly { id: string; name: string }[];
}

/** Change Project Workspace: the workspace the selected projects go to. */
export function ChangeWorkspaceDialog(props: ChangeWorkspaceDialogProps) {
  const m = messages.projects;
  const [move] = useChangeProjectWorkspaceMutation();
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setWorkspaceId(null);
    props.onClose();
  };
  const submit = async () => {
    if (!workspaceId) return;
    setBusy(true);
    const outcomes = await runLimited(props.projects, AT_ONCE, (project) =>
      move(project.id, workspaceId),
    );
    setBusy(false);
    const moved = outcomes.every((outcome) => outcome.status === 'fulfilled' && outcome.value.ok);
    if (moved) notify.success(m.moveSucceeded);
    else notify.failure(m.moveFailed);
    close();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={m.changeWorkspace} size={400}>
      <Stack>
        <Select
          data-autofocus
          label={m.workspace}
          data={props.workspaces.map((workspace) => ({
            value: workspace.id,
            label: workspace.name,
          }))}
          value={workspaceId}
          onChange={setWorkspaceId}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {m.cancel}
          </Button>
          <Button loading={busy} disabled={!workspaceId} onClick={submit}>
            {m.move}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
