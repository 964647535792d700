import { memo } from 'react';
import { AssetCard } from '../Grid/AssetCard.tsx';
import { FolderCard } from '../Grid/FolderCard.tsx';
import type { IconSize } from '../Grid/grid-sizes.ts';
import { type MenuItemTarget, menuItemOf } from '../ItemMenu/organise-rules.ts';
import { AssetRow } from './AssetRow.tsx';
import { FolderRow } from './FolderRow.tsx';
import type { AssetNode, ChildNode } from './useFolderPages.ts';

/** A row of the list (or a card of the grid): a child folder or an asset. */
export type ListEntry = { item: MenuItemTarget } & (
  | { folder: ChildNode; asset?: undefined }
  | { asset: AssetNode; folder?: undefined }
);

/** The folder's listed child folders, then its assets, as entries of its list. */
export function listEntries(
  folder: { id: string; project: { id: string } },
  children: readonly ChildNode[],
  assets: readonly AssetNode[],
): ListEntry[] {
  const itemOf = (kind: MenuItemTarget['kind'], node: Parameters<typeof menuItemOf>[1]) =>
    menuItemOf(kind, node, folder.project.id, folder.id);
  return [
    ...children.map((node) => ({ item: itemOf('folder', node), folder: node })),
    ...assets.map((node) => ({ item: itemOf('asset', node), asset: node })),
  ];
}

// The list draws again on every scroll: a row or card already drawn is drawn again only when its
// entry (or the selection) changes.

/** An entry's row in the list. */
export const EntryRow = memo(function EntryRow(props: { entry?: ListEntry; parentId: string }) {
  const { entry, parentId } = props;
  if (entry?.folder) return <FolderRow folder={entry.folder} parentId={parentId} />;
  if (entry?.asset) return <AssetRow asset={entry.asset} parentId={parentId} />;
  return null;
});

/** An entry's card in the grid. */
export const EntryCard = memo(function EntryCard(props: { entry?: ListEntry; size: IconSize }) {
  const { entry, size } = props;
  if (entry?.folder) return <FolderCard item={entry.item} folder={entry.folder} size={size} />;
  if (entry?.asset) return <AssetCard item={entry.item} asset={entry.asset} size={size} />;
  return null;
});
