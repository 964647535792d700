import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { runLimited } from '../../relay/run-limited.ts';
import { useDeleteLinkMutation } from './useDeleteLinkMutation.ts';

/** Deletes go out a few at a time, as the users screens' calls do. */
const AT_ONCE = 3;

interface DeleteSharesDialogProps {
  opened: boolean;
  onClose: () => void;
  links: readonly { id: string; name: string }[];
  /** The Shares list's connection, which the deleted leave. */
  connection: string;
  onDeleted: (ids: string[]) => void;
}

/** Delete: names the shares, deletes them; 'Successfully deleted link(s)' or 'Failed to…'. */
export function DeleteSharesDialog(props: DeleteSharesDialogProps) {
  const deleteLink = useDeleteLinkMutation();
  const m = messages.shares;
  const confirm = async () => {
    const outcomes = await runLimited(props.links, AT_ONCE, (link) =>
      deleteLink(link.id, props.connection),
    );
    const deleted = props.links.filter((_, index) => {
      const outcome = outcomes[index];
      return outcome?.status === 'fulfilled' && outcome.value.ok;
    });
    props.onDeleted(deleted.map((link) => link.id));
    if (deleted.length === props.links.length) notify.success(m.deleted);
    else notify.failure(m.deleteFailed);
  };
  return (
    <ConfirmDialog
      opened={props.opened}
      title={m.deleteTitle}
      text={m.deleteText(props.links.map((link) => link.name))}
      confirmLabel={m.delete}
      onClose={props.onClose}
      onConfirm={confirm}
    />
  );
}
