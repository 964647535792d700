import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconPencil } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { NameDialog } from '../../../components/NameDialog/NameDialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { messages } from '../../../messages/messages.ts';
import { useRenameMutations } from './useRenameMutations.ts';

export interface MenuItemTarget {
  kind: 'folder' | 'asset';
  id: string;
  name: string;
  allowedTo: { edit: boolean };
}

const text = messages.folders;

/**
 * A folder's or an asset's menu in the list: the row's right click or its ⋯ button opens it.
 * Rename needs edit on the item (spec §6); a menu with nothing in it is not offered.
 */
export function ItemMenu(props: {
  item: MenuItemTarget;
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const { item } = props;
  const [renaming, rename] = useDisclosure(false);
  const { renameFolder, renameAsset } = useRenameMutations();
  if (!item.allowedTo.edit) return null;
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
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={rename.open}>
            {text.rename}
          </Menu.Item>
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
    </>
  );
}
