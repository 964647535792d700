import { Anchor, Badge, Table, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { AssetRow_asset$key } from '../../__generated__/AssetRow_asset.graphql.ts';
import { AssetThumbnail } from '../../components/AssetThumbnail/AssetThumbnail.tsx';
import { formatDate } from '../../format/date.ts';
import { formatDuration } from '../../format/duration.ts';
import { formatVersionSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';
import { useWatchJob } from '../../uploads/UploadsContext.tsx';
import { useFolderPaths } from '../folder-paths.ts';
import { menuItemOf } from '../ItemMenu/organise-rules.ts';
import { ReviewStatusCell } from '../ReviewStatus/ReviewStatusCell.tsx';
import { useItemRow } from '../Selection/useItemRow.tsx';
import { customCells, useFolderColumns } from './folder-columns.ts';

/** What a listed asset shows: its row in the list, its card in the grid. */
export const assetRowFragment = graphql`
  fragment AssetRow_asset on Asset {
    id
    name
    displayName
    sceneTake
    circled
    createdAt
    archiveFormat
    type
    allowedTo {
      edit
      delete
      share
      download
    }
    project {
      id
    }
    newestVersion {
      id
      number
      size
      duration
      isProcessing
      ...ReviewStatusCell_version
      processingJob {
        id
        updatedAt
      }
    }
    customFields {
      field {
        id
      }
      text
      dateTime
      boolean
    }
    ...AssetThumbnail_asset
  }
`;

/**
 * One asset: thumbnail, name, then the columns its table shows (whether it is circled, its scene,
 * its review status, created, size, duration and its custom fields shown in the list); the row
 * opens the viewer.
 */
export function AssetRow({
  asset,
  parentId,
  place,
}: {
  asset: AssetRow_asset$key;
  /** The folder listing it, whose list its menu's changes update. */
  parentId?: string;
  /** Where it lives, under its name, for a list of assets of many folders. */
  place?: string;
}) {
  const data = useFragment(assetRowFragment, asset);
  const paths = useFolderPaths();
  const version = data.newestVersion;
  const job = version.isProcessing ? version.processingJob : null;
  useWatchJob(data.project.id, job?.id ?? null, job?.updatedAt ?? null);
  const to = paths.asset(data.id);
  const row = useItemRow(menuItemOf('asset', data, data.project.id, parentId), to);
  const columns = useFolderColumns();
  return (
    <Table.Tr {...row.rowProps} h={48}>
      {row.checkbox}
      <Table.Td w={80} py={4}>
        <AssetThumbnail asset={data} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={to} c="inherit" onClick={row.linkClick}>
          {data.displayName}
        </Anchor>
        {version.number > 1 && (
          <Badge variant="default" size="xs" ml="xs" data-testid="version-badge">
            {messages.viewer.versions.short(version.number)}
          </Badge>
        )}
        {place !== undefined && (
          <Text size="xs" c="dimmed" truncate>
            {place}
          </Text>
        )}
      </Table.Td>
      {columns.selected && (
        <Table.Td>
          {data.circled && (
            <IconCircleCheckFilled
              role="img"
              aria-label={messages.folders.selectedColumn}
              size={18}
              color="var(--mantine-color-green-8)"
            />
          )}
        </Table.Td>
      )}
      {columns.scene && <Table.Td>{data.sceneTake}</Table.Td>}
      {columns.status && (
        <Table.Td>
          <ReviewStatusCell version={version} />
        </Table.Td>
      )}
      {columns.created && <Table.Td>{formatDate(data.createdAt)}</Table.Td>}
      {columns.size && (
        <Table.Td>
          <Text size="sm">{formatVersionSize(version, data.type === 'LIVE')}</Text>
        </Table.Td>
      )}
      {columns.duration && (
        <Table.Td>
          <Text size="sm">{formatDuration(version.duration)}</Text>
        </Table.Td>
      )}
      {customCells(columns.custom, data.customFields).map(({ column, text }) => (
        <Table.Td key={column.id}>
          <Text size="sm" truncate>
            {text}
          </Text>
        </Table.Td>
      ))}
      {row.menuCell}
    </Table.Tr>
  );
}
