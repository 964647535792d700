import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { runLimited } from '../../../relay/run-limited.ts';
import { useDeleteUserMutation } from './useDeleteUserMutation.ts';

/** User calls go out at most 3 at a time (§7). */
const AT_ONCE = 3;

interface DeleteUsersDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The selected users the viewer may delete. */
  users: readonly { id: string; name: string }[];
  /** The users list's connection, which the deleted leave. */
  connection: string;
  onDeleted: (userIds: string[]) => void;
}

/** Delete Users: names who goes, then deletes them, 'Failed to delete user(s)' if any stays. */
export function DeleteUsersDialog(props: DeleteUsersDialogProps) {
  const deleteUser = useDeleteUserMutation();
  const m = messages.users;
  const confirm = async () => {
    const outcomes = await runLimited(props.users, AT_ONCE, (user) =>
      deleteUser(user.id, props.connection),
    );
    const deleted = props.users.filter((_, index) => {
      const outcome = outcomes[index];
      return outcome?.status === 'fulfilled' && outcome.value === null;
    });
    props.onDeleted(deleted.map((user) => user.id));
    if (deleted.length === props.users.length) notify.success(m.deleted);
    else notify.failure(m.deleteFailed);
  };
  return (
    <ConfirmDialog
      opened={props.opened}
      title={m.deleteUsers}
      text={m.deleteUsersText(props.users.map((user) => user.name))}
      confirmLabel={m.deleteConfirm}
      onClose={props.onClose}
      onConfirm={confirm}
    />
  );
}
