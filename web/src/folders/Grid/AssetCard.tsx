import { useFragment } from 'react-relay';
import type { AssetRow_asset$key } from '../../__generated__/AssetRow_asset.graphql.ts';
import { AssetThumbnail } from '../../components/AssetThumbnail/AssetThumbnail.tsx';
import { formatDate } from '../../format/date.ts';
import { formatDuration } from '../../format/duration.ts';
import { formatVersionSize } from '../../format/size.ts';
import { statusLabel } from '../../review/review-status.ts';
import { useFolderPaths } from '../folder-paths.ts';
import type { MenuItemTarget } from '../ItemMenu/organise-rules.ts';
import { assetRowFragment } from '../List/AssetRow.tsx';
import { customCells, useFolderColumns } from '../List/folder-columns.ts';
import { useListedReviewStatus } from '../ReviewStatus/ReviewStatusCell.tsx';
import { useItemRow } from '../Selection/useItemRow.tsx';
import { type IconSize, pictureWidth, showsMetadata } from './grid-sizes.ts';
import { ItemCard } from './ItemCard.tsx';

/**
 * An asset in the grid: its thumbnail (scrubbed on hover) and, when large, its details (its
 * review status among them) and its values of the custom fields shown in the list.
 */
export function AssetCard(props: {
  /** The asset as the list has it already: its id, name and rights. */
  item: MenuItemTarget;
  /** Read as its row reads it: the list asks for it once for both. */
  asset: AssetRow_asset$key;
  size: IconSize;
}) {
  const data = useFragment(assetRowFragment, props.asset);
  const { item } = props;
  const to = useFolderPaths().asset(item.id);
  const row = useItemRow(item, to);
  const width = pictureWidth(props.size);
  const version = data.newestVersion;
  const status = useListedReviewStatus(version);
  const details = [
    formatDate(data.createdAt),
    [formatVersionSize(version, data.type === 'LIVE'), formatDuration(version.duration)]
      .filter(Boolean)
      .join(' · '),
    ...(status ? [statusLabel(status)] : []),
  ];
  const fields = customCells(useFolderColumns().custom, data.customFields).flatMap(
    ({ column, text }) => (text ? [{ id: column.id, label: column.name, value: text }] : []),
  );
  const large = showsMetadata(props.size);
  return (
    <ItemCard
      row={row}
      to={to}
      name={data.displayName}
      width={width}
      picture={<AssetThumbnail asset={data} width={width} />}
      details={large ? details : []}
      fields={large ? fields : []}
    />
  );
}
