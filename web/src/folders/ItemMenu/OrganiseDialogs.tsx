import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { NameDialog } from '../../components/NameDialog/NameDialog.tsx';
import { notify } from '../../components/notify.tsx';
import { messages } from '../../messages/messages.ts';
import { ShareDialog } from '../../shares/ShareDialog/ShareDialog.tsx';
import { canDownload, idsOf, type MenuItemTarget } from './organise-rules.ts';
import { SelectDestinationDialog } from './SelectDestinationDialog.tsx';
import { useDeleteItemsMutation } from './useDeleteItemsMutation.ts';
import { useCopyItemsMutation, useMoveItemsMutation } from './useOrganiseMutations.ts';
import { useRenameMutations } from './useRenameMutations.ts';

const text = messages.folders;
/** Move and copy toasts last 2 s (spec §9). */
export const ORGANISE_TOAST_MS = 2000;

/** What the browser asks before or while it organises or shares items. */
export type OrganiseAction = 'rename' | 'move' | 'copy' | 'delete' | 'share';

/** Rename: the one item's name, refused unchanged, a sibling folder's shown inline. */
function RenameDialog(props: { item: MenuItemTarget; onClose: () => void }) {
  const { item } = props;
  const { renameFolder, renameAsset } = useRenameMutations();
  const folder = item.kind === 'folder';
  const submit = async (name: string) => {
    const outcome = await (folder ? renameFolder : renameAsset)(item.id, name);
    if (outcome === 'created') notify.success(folder ? text.renamed : text.assetRenamed);
    if (outcome === 'failed') notify.failure(folder ? text.renameFailed : text.assetRenameFailed);
    return outcome;
  };
  return (
    <NameDialog
      opened
      onClose={props.onClose}
      onCreate={submit}
      title={folder ? text.renameFolder : text.renameAsset}
      label={text.name}
      initial={item.name}
      conflictMessage={text.nameConflict}
      submitLabel={text.rename}
      cancelLabel={text.cancel}
    />
  );
}

/** Delete's confirmation: what goes, and that it cannot come back. */
function DeleteDialog(props: { items: MenuItemTarget[]; onClose: () => void; onDone(): void }) {
  const { items } = props;
  const [busy, setBusy] = useState(false);
  const deleteItems = useDeleteItemsMutation();
  const [only] = items;
  const oneFolder = items.length === 1 && only?.kind === 'folder';
  const question =
    items.length > 1 || !only
      ? text.deleteItemsText(items.length)
      : only.kind === 'folder'
        ? text.deleteFolderText(only.name)
        : text.deleteAssetText(only.name);
  const confirm = async () => {
    setBusy(true);
    const ok = await deleteItems(idsOf(items), only?.parentId);
    setBusy(false);
    if (ok) notify.success(oneFolder ? text.deleted : text.itemsDeleted);
    else notify.failure(oneFolder ? text.deleteFailed : text.itemsDeleteFailed);
    if (ok) props.onDone();
    props.onClose();
  };
  return (
    <Modal opened onClose={props.onClose} title={text.deleteTitle} size={420} centered>
      <Text size="sm">{question}</Text>
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

/** Move or Copy: a destination chosen in the project's tree, the items moved or copied there. */
function DestinationDialog(props: {
  items: MenuItemTarget[];
  action: 'move' | 'copy';
  onClose: () => void;
  onDone(): void;
}) {
  const { items, action } = props;
  const moveItems = useMoveItemsMutation();
  const copyItems = useCopyItemsMutation();
  const from = items[0]?.parentId;
  const choose = async (targetId: string) => {
    const ok = await organise(action, items, targetId, { moveItems, copyItems });
    if (ok) props.onDone();
    props.onClose();
  };
  if (!from) return null;
  return (
    <SelectDestinationDialog
      from={from}
      locked={idsOf(items).folderIds}
      submitLabel={action === 'move' ? text.move : text.copy}
      onChoose={choose}
      onClose={props.onClose}
    />
  );
}

/** Moves or copies the items into `targetId` with the spec's toasts; whether it worked. */
export async function organise(
  action: 'move' | 'copy',
  items: readonly MenuItemTarget[],
  targetId: string,
  mutations: {
    moveItems: ReturnType<typeof useMoveItemsMutation>;
    copyItems: ReturnType<typeof useCopyItemsMutation>;
  },
): Promise<boolean> {
  const ids = idsOf(items);
  const result =
    action === 'move'
      ? await mutations.moveItems(ids, targetId, items[0]?.parentId)
      : await mutations.copyItems(ids, targetId);
  const [done, failed] =
    action === 'move' ? [text.moved, text.moveFailed] : [text.copied, text.copyFailed];
  if (result.ok) notify.success(done, { autoClose: ORGANISE_TOAST_MS });
  else notify.failure(failed);
  return result.ok;
}

/** Share: a new link on the items, named after them. */
function ShareItemsDialog(props: { items: MenuItemTarget[]; onClose: () => void }) {
  const { items } = props;
  const [first] = items;
  if (!first) return null;
  const name = messages.shares.linkNameOf(first.name, items.length - 1);
  return (
    <ShareDialog
      mode="create"
      create={{ projectId: first.projectId, ...idsOf(items), name }}
      canAllowDownload={canDownload(items)}
      onClose={props.onClose}
    />
  );
}

/** The dialog of the action chosen in a menu or the toolbar, for these items. */
export function OrganiseDialog(props: {
  action: OrganiseAction;
  items: MenuItemTarget[];
  onClose: () => void;
  /** After the items moved or went: the selection is over. */
  onDone?: () => void;
}) {
  const { action, items, onClose } = props;
  const onDone = props.onDone ?? (() => {});
  const [only] = items;
  if (action === 'rename') return only ? <RenameDialog item={only} onClose={onClose} /> : null;
  if (action === 'delete') return <DeleteDialog items={items} onClose={onClose} onDone={onDone} />;
  if (action === 'share') return <ShareItemsDialog items={items} onClose={onClose} />;
  return <DestinationDialog items={items} action={action} onClose={onClose} onDone={onDone} />;
}
