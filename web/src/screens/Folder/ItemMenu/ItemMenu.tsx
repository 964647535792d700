import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCopy, IconDots, IconFolderShare, IconPencil, IconTrash } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { NameDialog } from '../../../components/NameDialog/NameDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { SelectDestinationDialog } from './SelectDestinationDialog.tsx';
import { useDeleteItemsMutation } from './useDeleteItemsMutation.ts';
import { useCopyItemsMutation, useMoveItemsMutation } from './useOrganiseMutations.ts';
import { useRenameMutations } from './useRenameMutations.ts';

export interface MenuItemTarget {
  kind: 'folder' | 'asset';
  id: string;
  name: string;
  allowedTo: { edit: boolean; delete: boolean };
  /** The folder listing it. */
  parentId?: string;
}

const text = messages.folders;
/** Move and copy toasts last 2 s (spec §9). */
export const ORGANISE_TOAST_MS = 2000;

/** Whether the item has anything in its menu (spec §6: Rename needs edit, Delete delete). */
export const hasMenu = (item: MenuItemTarget) => item.allowedTo.edit || item.allowedTo.delete;

/** Delete's confirmation: what goes, and that it cannot come back. */
function DeleteDialog(props: { item: MenuItemTarget; onClose: () => void }) {
  const { item } = props;
  const [busy, setBusy] = useState(false);
  const deleteItems = useDeleteItemsMutation();
  const folder = item.kind === 'folder';
  const confirm = async () => {
    setBusy(true);
    const ids = folder ? { folderIds: [item.id] } : { assetIds: [item.id] };
    const ok = await deleteItems(ids, item.parentId);
    setBusy(false);
    if (ok) notify.success(folder ? text.deleted : text.itemsDeleted);
    else notify.failure(folder ? text.deleteFailed : text.itemsDeleteFailed);
    props.onClose();
  };
  return (
    <Modal opened onClose={props.onClose} title={text.deleteTitle} size={420} centered>
      <Text size="sm">
        {folder ? text.deleteFolderText(item.name) : text.deleteAssetText(item.name)}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose}>
          {text.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={busy} data-autofocus>
          {text.delete}
        </Button>
      </Group>
    </Modal>
  );
}

/** Move or Copy: a destination chosen in the project's tree, the item moved or copied there. */
function DestinationDialog(props: {
  item: MenuItemTarget;
  action: 'move' | 'copy';
  onClose: () => void;
}) {
  const { item, action } = props;
  const moveItems = useMoveItemsMutation();
  const copyItems = useCopyItemsMutation();
  const folder = item.kind === 'folder';
  const choose = async (targetId: string) => {
    const ids = folder ? { folderIds: [item.id] } : { assetIds: [item.id] };
    const result =
      action === 'move'
        ? await moveItems(ids, targetId, item.parentId)
        : await copyItems(ids, targetId);
    const [done, failed] =
      action === 'move' ? [text.moved, text.moveFailed] : [text.copied, text.copyFailed];
    if (result.ok) notify.success(done, { autoClose: ORGANISE_TOAST_MS });
    else notify.failure(failed);
    props.onClose();
  };
  if (!item.parentId) return null;
  return (
    <SelectDestinationDialog
      from={item.parentId}
      locked={folder ? [item.id] : []}
      submitLabel={action === 'move' ? text.move : text.copy}
      onChoose={choose}
      onClose={props.onClose}
    />
  );
}

/**
 * A folder's or an asset's menu in the list: the row's right click or its ⋯ button opens it.
 * A menu with nothing in it is not offered.
 */
export function ItemMenu(props: {
  item: MenuItemTarget;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const { item } = props;
  const [renaming, rename] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  const [destination, setDestination] = useState<'move' | 'copy' | null>(null);
  const { renameFolder, renameAsset } = useRenameMutations();
  if (!hasMenu(item)) return null;
  const folder = item.kind === 'folder';

  const submit = async (name: string) => {
    const outcome = await (folder ? renameFolder : renameAsset)(item.id, name);
    if (outcome === 'created') notify.success(folder ? text.renamed : text.assetRenamed);
    if (outcome === 'failed') notify.failure(folder ? text.renameFailed : text.assetRenameFailed);
    return outcome;
  };
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <>
      <Menu opened={props.opened} onChange={props.onChange} position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={text.actionsFor(item.name)}
            onClick={stop}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown onClick={stop}>
          {item.allowedTo.edit && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={rename.open}>
              {text.rename}
            </Menu.Item>
          )}
          {item.allowedTo.edit && item.parentId && (
            <Menu.Item
              leftSection={<IconFolderShare size={16} />}
              onClick={() => setDestination('move')}
            >
              {text.move}
            </Menu.Item>
          )}
          {item.allowedTo.edit && item.parentId && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => setDestination('copy')}>
              {text.copy}
            </Menu.Item>
          )}
          {item.allowedTo.delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={remove.open}>
              {text.delete}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {renaming && (
        <NameDialog
          opened
          onClose={rename.close}
          onCreate={submit}
          title={folder ? text.renameFolder : text.renameAsset}
          label={text.name}
          initial={item.name}
          conflictMessage={text.nameConflict}
          submitLabel={text.rename}
          cancelLabel={text.cancel}
        />
      )}
      {deleting && <DeleteDialog item={item} onClose={remove.close} />}
      {destination && (
        <DestinationDialog item={item} action={destination} onClose={() => setDestination(null)} />
      )}
    </>
  );
}
