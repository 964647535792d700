import { useFragment } from 'react-relay';
import type { FolderRow_folder$key } from '../../__generated__/FolderRow_folder.graphql.ts';
import { formatDate } from '../../format/date.ts';
import { useFolderPaths } from '../folder-paths.ts';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { FolderPicture, folderRowFragment } from '../List/FolderRow.tsx';
import { useItemRow } from '../Selection/useItemRow.tsx';
import { type IconSize, pictureWidth, showsMetadata } from './grid-sizes.ts';
import { ItemCard } from './ItemCard.tsx';

/** A child folder in the grid. */
export function FolderCard(props: {
  /** The folder as the list has it already: its id, name and rights. */
  item: MenuItemTarget;
  /** Read as its row reads it: the list asks for it once for both. */
  folder: FolderRow_folder$key;
  size: IconSize;
}) {
  const data = useFragment(folderRowFragment, props.folder);
  const { item } = props;
  const to = useFolderPaths().folder(item.id);
  const row = useItemRow(item, to);
  const width = pictureWidth(props.size);
  return (
    <ItemCard
      row={row}
      to={to}
      name={item.name}
      width={width}
      picture={<FolderPicture url={data.thumbnailUrl} name={item.name} width={width} />}
      details={showsMetadata(props.size) ? [formatDate(data.createdAt)] : []}
    />
  );
}
