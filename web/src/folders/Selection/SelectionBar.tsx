import { Button, Group, Text } from '@mantine/core';
import {
  IconCopy,
  IconDownload,
  IconFolderShare,
  IconShare,
  IconSquareCheck,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useDownload } from '../../downloads/useDownload.ts';
import { messages } from '../../messages/messages.ts';
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

/**
 * Above the list: Select Items (or Cancel Selection), and for what is chosen its count with Share,
 * Download, Review Status (assets only), Copy and Delete where every chosen item allows them, and
 * Move where the open folder may be edited (spec §6).
 */
export function SelectionBar() {
  const selection = useFolderSelection();
  const [action, setAction] = useState<OrganiseAction | null>(null);
  const [download, downloading] = useDownload();
  if (!selection) return null;
  const { selected, folder } = selection;
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
