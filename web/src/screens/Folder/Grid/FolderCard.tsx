import { graphql, useFragment } from 'react-relay';
import type { FolderCard_folder$key } from '../../../__generated__/FolderCard_folder.graphql.ts';
import { formatDate } from '../../../format/date.ts';
import { FolderPicture } from '../FolderRow.tsx';
import { useFolderPaths } from '../folder-paths.ts';
import { useItemRow } from '../Selection/useItemRow.tsx';
import { type IconSize, pictureWidth, showsMetadata } from './grid-sizes.ts';
import { ItemCard } from './ItemCard.tsx';

/** A child folder in the grid. */
export function FolderCard(props: {
  folder: FolderCard_folder$key;
  parentId: string;
  size: IconSize;
}) {
  const data = useFragment(
    graphql`
      fragment FolderCard_folder on Folder {
        id
        name
        createdAt
        thumbnailUrl
        allowedTo {
          edit
          delete
        }
      }
    `,
    props.folder,
  );
  const to = useFolderPaths().folder(data.id);
  const row = useItemRow({ kind: 'folder', ...data, parentId: props.parentId }, to);
  const width = pictureWidth(props.size);
  return (
    <ItemCard
      row={row}
      to={to}
      name={data.name}
      width={width}
      picture={<FolderPicture url={data.thumbnailUrl} name={data.name} width={width} />}
      details={showsMetadata(props.size) ? [formatDate(data.createdAt)] : []}
    />
  );
}
