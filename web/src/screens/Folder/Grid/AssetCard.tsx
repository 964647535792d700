import { graphql, useFragment } from 'react-relay';
import type { AssetCard_asset$key } from '../../../__generated__/AssetCard_asset.graphql.ts';
import { AssetThumbnail } from '../../../components/AssetThumbnail/AssetThumbnail.tsx';
import { formatDate } from '../../../format/date.ts';
import { formatDuration } from '../../../format/duration.ts';
import { formatSize } from '../../../format/size.ts';
import { useFolderPaths } from '../folder-paths.ts';
import { useItemRow } from '../Selection/useItemRow.tsx';
import { type IconSize, pictureWidth, showsMetadata } from './grid-sizes.ts';
import { ItemCard } from './ItemCard.tsx';

/** An asset in the grid: its thumbnail (scrubbed on hover) and, when large, its details. */
export function AssetCard(props: { asset: AssetCard_asset$key; parentId: string; size: IconSize }) {
  const data = useFragment(
    graphql`
      fragment AssetCard_asset on Asset {
        id
        name
        createdAt
        allowedTo {
          edit
          delete
        }
        newestVersion {
          size
          duration
        }
        ...AssetThumbnail_asset
      }
    `,
    props.asset,
  );
  const to = useFolderPaths().asset(data.id);
  const row = useItemRow({ kind: 'asset', ...data, parentId: props.parentId }, to);
  const width = pictureWidth(props.size);
  const version = data.newestVersion;
  const details = [
    formatDate(data.createdAt),
    [formatSize(version.size), formatDuration(version.duration)].filter(Boolean).join(' · '),
  ];
  return (
    <ItemCard
      row={row}
      to={to}
      name={data.name}
      width={width}
      picture={<AssetThumbnail asset={data} width={width} />}
      details={showsMetadata(props.size) ? details : []}
    />
  );
}
