import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { useDeleteWorkspaceMutation } from './useDeleteWorkspaceMutation.ts';

interface DeleteWorkspaceDialogProps {
  workspace: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Delete Workspace: asks, deletes (its projects move to the default workspace), says how it went. */
export function DeleteWorkspaceDialog({
  workspace,
  onClose,
  onDeleted,
}: DeleteWorkspaceDialogProps) {
  const [remove] = useDeleteWorkspaceMutation();
  const text = messages.workspaces;
  const confirm = async () => {
    if (!workspace) return;
    const result = await remove(workspace.id);
    if (!result.ok) return notify.failure(text.deleteFailed);
    notify.success(text.deleteSucceeded);
    onDeleted();
  };
  return (
    <ConfirmDialog
      opened={workspace !== null}
      title={text.deleteWorkspace}
      text={text.deleteConfirm(workspace?.name ?? '')}
      confirmLabel={text.deleteWorkspace}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
