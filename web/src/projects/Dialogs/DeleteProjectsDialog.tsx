import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { runLimited } from '../../relay/run-limited.ts';
import { useDeleteProjectMutation } from '../useDeleteProjectMutation.ts';

/** Project calls go out at most 3 at a time, as user calls do. */
const AT_ONCE = 3;

interface DeleteProjectsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The selected projects, every one deletable. */
  projects: readonly { id: string; name: string }[];
  onDeleted: (projectIds: string[]) => void;
}

/** Delete Project(s): names what goes, deletes it, 'Failed to delete project(s)' if any stays. */
export function DeleteProjectsDialog(props: DeleteProjectsDialogProps) {
  const [deleteProject] = useDeleteProjectMutation();
  const m = messages.projects;
  const confirm = async () => {
    const outcomes = await runLimited(props.projects, AT_ONCE, (project) =>
      deleteProject(project.id),
    );
    const deleted = props.projects.filter((_, index) => {
      const outcome = outcomes[index];
      return outcome?.status === 'fulfilled' && outcome.value.ok;
    });
    props.onDeleted(deleted.map((project) => project.id));
    if (deleted.length === props.projects.length) notify.success(m.deleteSucceeded);
    else notify.failure(m.deleteFailed);
  };
  return (
    <ConfirmDialog
      opened={props.opened}
      title={m.deleteProjects}
      text={m.deleteConfirm(props.projects.map((project) => project.name))}
      confirmLabel={m.delete}
      onClose={props.onClose}
      onConfirm={confirm}
    />
  );
}
