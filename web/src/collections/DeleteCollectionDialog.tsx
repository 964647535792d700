import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog.tsx';
import { notify } from '../components/notify.tsx';
import { messages } from '../messages/messages.ts';
import { useCollectionMutations } from './useCollectionMutations.ts';

const text = messages.collections;

/** Delete Collection: asked first; its assets stay where they are. */
export function DeleteCollectionDialog(props: {
  collection: { id: string; name: string };
  opened: boolean;
  onClose(): void;
  onDeleted?(): void;
}) {
  const { remove } = useCollectionMutations();
  const confirm = async () => {
    const result = await remove(props.collection.id);
    if (!result.ok) {
      notify.failure(text.deleteFailed);
      return;
    }
    notify.success(text.deleteSucceeded);
    props.onDeleted?.();
  };
  return (
    <ConfirmDialog
      opened={props.opened}
      title={text.deleteTitle}
      text={text.deleteText(props.collection.name)}
      confirmLabel={text.delete}
      onClose={props.onClose}
      onConfirm={confirm}
    />
  );
}
