import { Checkbox, Table } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { newVersionAttributes } from '../../uploads/new-version-drop.ts';
import { ItemMenu } from '../ItemMenu/ItemMenu.tsx';
import { hasMenu, type MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { openMenuOnRightClick, stopRowClick } from '../row-events.ts';
import { useFolderSelection } from './FolderSelection.tsx';
import { useItemDrop } from './useItemDrop.ts';

/**
 * What a folder's or an asset's row does: a click opens it (or chooses it while choosing), a right
 * click or its ⋯ opens its menu, it drags onto folders, a folder takes what is dropped on it.
 */
export function useItemRow(item: MenuItemTarget, to: string) {
  const navigate = useNavigate();
  const selection = useFolderSelection();
  const [menu, setMenu] = useState(false);
  const { over, dropProps } = useItemDrop(item);
  const targets = selection?.targetsFor(item) ?? [item];
  const folder = selection?.folder ?? null;
  const selected = selection?.isSelected(item.id) ?? false;
  const style: CSSProperties = {
    cursor: 'pointer',
    background: selected ? 'var(--mantine-primary-color-light)' : undefined,
    outline: over ? '2px solid var(--mantine-primary-color-filled)' : undefined,
  };
  const rowProps = {
    style,
    'aria-selected': selection?.selecting ? selected : undefined,
    onClick: (event: React.MouseEvent) => {
      if (!selection?.click(item.id, event)) navigate(to);
    },
    onContextMenu: openMenuOnRightClick(hasMenu(targets, folder), setMenu),
    draggable: Boolean(selection) && item.allowedTo.edit,
    onDragStart: (event: React.DragEvent) => selection?.dragStart(item, event),
    onDragEnd: () => selection?.dragEnd(),
    ...dropProps,
    // A file from the desktop dropped here becomes the asset's new version (the upload drop zone
    // finds the row under the drop).
    ...newVersionAttributes(
      item.kind === 'asset' && item.allowedTo.edit ? { assetId: item.id, name: item.name } : null,
    ),
  };
  // The name is a link (to open it in a new tab); while choosing, a click on it chooses too.
  const linkClick = (event: React.MouseEvent) => {
    event.stopPropagation();
    if (selection?.click(item.id, event)) event.preventDefault();
  };
  const checkboxControl = selection?.selecting ? (
    <Checkbox
      aria-label={messages.folders.selectItem(item.name)}
      checked={selected}
      onChange={() => selection.toggle(item.id)}
      onClick={stopRowClick}
    />
  ) : null;
  const menuControl = (
    <ItemMenu
      item={item}
      targets={targets}
      folder={folder}
      opened={menu}
      onChange={setMenu}
      onDone={selection?.clear}
    />
  );
  // In the table, each in its cell (the cell keeps the row's click off its controls).
  const checkbox = checkboxControl && (
    <Table.Td w={40} onClick={stopRowClick}>
      {checkboxControl}
    </Table.Td>
  );
  const menuCell = <Table.Td onClick={stopRowClick}>{menuControl}</Table.Td>;
  return { rowProps, linkClick, checkbox, menuCell, checkboxControl, menuControl };
}
