import { Button, Group, Text } from '@mantine/core';
import {
  IconCopy,
  IconDownload,
  IconFolderShare,
  IconForms,
  IconShare,
  IconSquareCheck,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useDownload } from '../../downloads/useDownload.ts';
import { messages } from '../../messages/messages.ts';
import { type EditableField, EditFieldsDialog } from '../Fields/EditFieldsDialog.tsx';
import { type OrganiseAction, OrganiseDialog } from '../ItemMenu/OrganiseDialogs.tsx';
import {
  canCopy,
  canDelete,
  canDownload,
  canMove,
  canShare,
  downloadInputOf,
} from '../ItemMenu/organise-rules.ts';
import { ReviewStatusButton } from '../ReviewStatus/ReviewStatusButton.tsx';
import { useFolderSelection } from './FolderSelection.tsx';

const text = messages.folders;

/** The assets chosen when every item chosen is an asset the viewer may edit; else none. */
const editableAssets = (
  selected: readonly { kind: string; id: string; allowedTo: { edit: boolean } }[],
) =>
  selected.every((item) => item.kind === 'asset' && item.allowedTo.edit)
    ? selected.map((item) => item.id)
    : [];

/**
 * Above the list: Select Items (or Cancel Selection), and for what is chosen its count with Share,
 * Download, Review Status and Edit Fields (assets only), Copy and Delete where every chosen item
 * allows them, and Move where the open folder may be edited (spec §6). `fields` are the custom
 * fields of the folder's workspace.
 */
export function SelectionBar({ fields = [] }: { fields?: readonly EditableField[] }) {
  const selection = useFolderSelection();
  const [action, setAction] = useState<OrganiseAction | null>(null);
  const [editingFields, setEditingFields] = useState(false);
  const [download, downloading] = useDownload();
  if (!selection) return null;
  const { selected, folder } = selection;
  const assetIds = fields.length > 0 && selected.length > 0 ? editableAssets(selected) : [];
  return (
    <Group gap="xs" justify="flex-end" mb="xs" style={{ flex: 1 }}>
      {selected.length > 0 && (
        <>
          <Text size="sm" c="gray.7" aria-live="polite">
            {text.selectedCount(selected.length)}
          </Text>
          {canShare(selected) && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconShare size={14} />}
              onClick={() => setAction('share')}
            >
              {messages.shares.share}
            </Button>
          )}
          {canDownload(selected) && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
              loading={downloading}
              onClick={() => download(downloadInputOf(selected))}
            >
              {messages.downloads.download}
            </Button>
          )}
          <ReviewStatusButton selected={selected} />
          {assetIds.length > 0 && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconForms size={14} />}
              onClick={() => setEditingFields(true)}
            >
              {messages.customFields.editFields}
            </Button>
          )}
          {canMove(selected, folder) && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconFolderShare size={14} />}
              onClick={() => setAction('move')}
            >
              {text.move}
            </Button>
          )}
          {canCopy(selected) && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCopy size={14} />}
              onClick={() => setAction('copy')}
            >
              {text.copy}
            </Button>
          )}
          {canDelete(selected) && (
            <Button
              variant="default"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => setAction('delete')}
            >
              {text.delete}
            </Button>
          )}
        </>
      )}
      {selection.selecting ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconX size={14} />}
          onClick={() => selection.setSelecting(false)}
        >
          {text.cancelSelection}
        </Button>
      ) : (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconSquareCheck size={14} />}
          onClick={() => selection.setSelecting(true)}
        >
          {text.selectItems}
        </Button>
      )}
      {editingFields && (
        <EditFieldsDialog
          assetIds={assetIds}
          fields={fields}
          opened
          onClose={() => setEditingFields(false)}
          onDone={selection.clear}
        />
      )}
      {action && (
        <OrganiseDialog
          action={action}
          items={selected}
          onClose={() => setAction(null)}
          onDone={selection.clear}
        />
      )}
    </Group>
  );
}
