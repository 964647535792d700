/** A folder or an asset as the browser's menus and toolbar act on it. */
export interface MenuItemTarget {
  kind: 'folder' | 'asset';
  id: string;
  name: string;
  projectId: string;
  /** `download` is false for an archive-format asset, which is never offered (spec §6). */
  allowedTo: { edit: boolean; delete: boolean; share: boolean; download: boolean };
  /** The folder listing it. */
  parentId?: string;
  /** An asset's newest version: the one its review status is set on. */
  newestVersionId?: string;
}

/** The open folder listing the items, as the menus' rules need it. */
export interface ListingFolder {
  id: string;
  /** Edit on the folder itself: Move takes items out of it. */
  edit: boolean;
  /** Edit on its project: Manage Users. */
  projectEdit: boolean;
}

/** What a list's node becomes for the menus: an archive-format asset is never downloaded. */
export const menuItemOf = (
  kind: MenuItemTarget['kind'],
  node: {
    id: string;
    name: string;
    archiveFormat?: string | null;
    allowedTo: { edit: boolean; delete: boolean; share: boolean; download: boolean };
    newestVersion?: { id: string } | null;
  },
  projectId: string,
  parentId?: string,
): MenuItemTarget => ({
  kind,
  id: node.id,
  name: node.name,
  projectId,
  allowedTo: {
    edit: node.allowedTo.edit,
    delete: node.allowedTo.delete,
    share: node.allowedTo.share,
    download: node.allowedTo.download && !node.archiveFormat,
  },
  parentId,
  newestVersionId: node.newestVersion?.id,
});

/** Spec §6: Rename needs one item with edit. */
export const canRename = (items: readonly MenuItemTarget[]) =>
  items.length === 1 && items.every((item) => item.allowedTo.edit);

/** Spec §6: Copy needs edit on every item. */
export const canCopy = (items: readonly MenuItemTarget[]) =>
  items.length > 0 && items.every((item) => item.allowedTo.edit && item.parentId !== undefined);

/** Spec §6: Move needs edit on the folder they are taken out of, whatever the items allow. */
export const canMove = (items: readonly MenuItemTarget[], folder: ListingFolder | null) =>
  folder?.edit === true && items.length > 0 && items.every((item) => item.parentId === folder.id);

/** Spec §6: Manage Users needs project edit and one folder (a listed one is never the root). */
export const canManageUsers = (items: readonly MenuItemTarget[], folder: ListingFolder | null) =>
  folder?.projectEdit === true &&
  items.length === 1 &&
  items.every((item) => item.kind === 'folder');

/** Spec §6: Delete needs delete on every item. */
export const canDelete = (items: readonly MenuItemTarget[]) =>
  items.length > 0 && items.every((item) => item.allowedTo.delete);

/** Spec §6: Share needs share on every item. */
export const canShare = (items: readonly MenuItemTarget[]) =>
  items.length > 0 && items.every((item) => item.allowedTo.share);

/** Spec §6: Download needs download on every item, and no archive-format asset among them. */
export const canDownload = (items: readonly MenuItemTarget[]) =>
  items.length > 0 && items.every((item) => item.allowedTo.download);

/** Whether a menu on these items (listed in `folder`, when in one) has anything in it. */
export const hasMenu = (items: readonly MenuItemTarget[], folder: ListingFolder | null) =>
  canShare(items) ||
  canDownload(items) ||
  canRename(items) ||
  canMove(items, folder) ||
  canCopy(items) ||
  canDelete(items) ||
  canManageUsers(items, folder);

/** The ids a mutation takes, by kind. */
export const idsOf = (items: readonly MenuItemTarget[]) => ({
  folderIds: items.filter((item) => item.kind === 'folder').map((item) => item.id),
  assetIds: items.filter((item) => item.kind === 'asset').map((item) => item.id),
});

/** What a download of the items asks for: the zip of a selection is named after its folder. */
export const downloadInputOf = (items: readonly MenuItemTarget[]) => ({
  projectId: items[0]?.projectId ?? '',
  parentId: items[0]?.parentId ?? null,
  ...idsOf(items),
});

/**
 * Where dragged items may be dropped: a folder of their project with edit, never one of them (a
 * folder cannot go into itself; the server also refuses one beneath it), nor the one they are in.
 */
export const canDropOn = (target: MenuItemTarget, dragged: readonly MenuItemTarget[]): boolean =>
  target.kind === 'folder' &&
  target.allowedTo.edit &&
  dragged.length > 0 &&
  dragged.every((item) => item.projectId === target.projectId && item.parentId !== target.id) &&
  !dragged.some((item) => item.id === target.id);
