/** A folder or an asset as the browser's menus and toolbar act on it. */
export interface MenuItemTarget {
  kind: 'folder' | 'asset';
  id: string;
  name: string;
  allowedTo: { edit: boolean; delete: boolean };
  /** The folder listing it. */
  parentId?: string;
}

/** Spec §6: Rename needs one item with edit. */
export const canRename = (items: readonly MenuItemTarget[]) =>
  items.length === 1 && items.every((item) => item.allowedTo.edit);

/** Spec §6: Move and Copy need edit on every item. */
export const canMoveOrCopy = (items: readonly MenuItemTarget[]) =>
  items.length > 0 && items.every((item) => item.allowedTo.edit && item.parentId !== undefined);

/** Spec §6: Delete needs delete on every item. */
export const canDelete = (items: readonly MenuItemTarget[]) =>
  items.length > 0 && items.every((item) => item.allowedTo.delete);

/** Whether a menu on these items has anything in it. */
export const hasMenu = (items: readonly MenuItemTarget[]) =>
  canRename(items) || canMoveOrCopy(items) || canDelete(items);

/** The ids a mutation takes, by kind. */
export const idsOf = (items: readonly MenuItemTarget[]) => ({
  folderIds: items.filter((item) => item.kind === 'folder').map((item) => item.id),
  assetIds: items.filter((item) => item.kind === 'asset').map((item) => item.id),
});

/**
 * Where dragged items may be dropped: a folder with edit, never one of them (a folder cannot go
 * into itself; the server also refuses one beneath it).
 */
export const canDropOn = (target: MenuItemTarget, dragged: readonly MenuItemTarget[]): boolean =>
  target.kind === 'folder' &&
  target.allowedTo.edit &&
  dragged.length > 0 &&
  !dragged.some((item) => item.id === target.id);
