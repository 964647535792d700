import { Anchor, Table, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { AssetRow_asset$key } from '../../__generated__/AssetRow_asset.graphql.ts';
import { AssetThumbnail } from '../../components/AssetThumbnail/AssetThumbnail.tsx';
import { formatDate } from '../../format/date.ts';
import { formatDuration } from '../../format/duration.ts';
import { formatSize } from '../../format/size.ts';
import { useWatchJob } from '../../uploads/UploadsContext.tsx';
import { useFolderPaths } from './folder-paths.ts';
import { useItemRow } from './Selection/useItemRow.tsx';

/** One asset: thumbnail, name, created, size and duration; the row opens the viewer. */
export function AssetRow({
  asset,
  parentId,
}: {
  asset: AssetRow_asset$key;
  /** The folder listing it, whose list its menu's changes update. */
  parentId?: string;
}) {
  const data = useFragment(
    graphql`
      fragment AssetRow_asset on Asset {
        id
        name
        createdAt
        allowedTo {
          edit
          delete
        }
        project {
          id
        }
        newestVersion {
          size
          duration
          isProcessing
          processingJob {
            id
            updatedAt
          }
        }
        ...AssetThumbnail_asset
      }
    `,
    asset,
  );
  const paths = useFolderPaths();
  const version = data.newestVersion;
  const job = version.isProcessing ? version.processingJob : null;
  useWatchJob(data.project.id, job?.id ?? null, job?.updatedAt ?? null);
  const to = paths.asset(data.id);
  const row = useItemRow({ kind: 'asset', ...data, parentId }, to);
  return (
    <Table.Tr {...row.rowProps} h={48}>
      {row.checkbox}
      <Table.Td w={80} py={4}>
        <AssetThumbnail asset={data} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={to} c="inherit" onClick={row.linkClick}>
          {data.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDate(data.createdAt)}</Table.Td>
      <Table.Td>
        <Text size="sm">{formatSize(version.size)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDuration(version.duration)}</Text>
      </Table.Td>
      {row.menuCell}
    </Table.Tr>
  );
}
