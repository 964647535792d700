import { NameDialog } from '../../../components/NameDialog/NameDialog.tsx';
import { messages } from '../../../messages/messages.ts';
import type { CreateOutcome } from '../../../relay/commit-create.ts';

interface NewFolderDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreate: (name: string) => Promise<CreateOutcome>;
}

/** New Folder: the name is trimmed, Create waits for one, a sibling's name is refused inline. */
export function NewFolderDialog(props: NewFolderDialogProps) {
  const text = messages.folders;
  return (
    <NameDialog
      {...props}
      title={text.newFolder}
      label={text.name}
      conflictMessage={text.nameConflict}
      submitLabel={text.create}
      cancelLabel={text.cancel}
    />
  );
}
