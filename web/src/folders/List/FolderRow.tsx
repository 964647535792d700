import { Anchor, Box, Center, Table } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { FolderRow_folder$key } from '../../__generated__/FolderRow_folder.graphql.ts';
import { formatDate } from '../../format/date.ts';
import { useFolderPaths } from '../folder-paths.ts';
import { menuItemOf } from '../ItemMenu/organise-rules.ts';
import { useItemRow } from '../Selection/useItemRow.tsx';
import { useFolderColumns } from './folder-columns.ts';

/** The folder's picture (its first asset's thumbnail), else the folder icon; 16:9, `width` wide. */
export function FolderPicture({
  url,
  name,
  width = 64,
}: {
  url: string | null | undefined;
  name: string;
  width?: number;
}) {
  const height = Math.round((width * 9) / 16);
  if (!url) {
    return (
      <Center w={width} h={height}>
        <IconFolder size={Math.round(height * 0.6)} color="var(--mantine-color-yellow-6)" />
      </Center>
    );
  }
  return (
    <Box w={width} h={height} bg="dark.6" style={{ borderRadius: 4, overflow: 'hidden' }}>
      <img
        src={url}
        alt={name}
        width="100%"
        height="100%"
        loading="lazy"
        data-testid="folder-thumbnail"
        style={{ objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}

/** What a listed child folder shows: its row in the list, its card in the grid. */
export const folderRowFragment = graphql`
  fragment FolderRow_folder on Folder {
    id
    name
    createdAt
    thumbnailUrl
    project {
      id
    }
    allowedTo {
      edit
      delete
      share
      download
    }
  }
`;

/**
 * One child folder; the row opens it. A folder has no circle, scene, status, size or duration to
 * show.
 */
export function FolderRow({
  folder,
  parentId,
}: {
  folder: FolderRow_folder$key;
  /** The folder listing it, whose list its menu's changes update. */
  parentId?: string;
}) {
  const data = useFragment(folderRowFragment, folder);
  const to = useFolderPaths().folder(data.id);
  const row = useItemRow(menuItemOf('folder', data, data.project.id, parentId), to);
  const columns = useFolderColumns();
  return (
    <Table.Tr {...row.rowProps} h={48}>
      {row.checkbox}
      <Table.Td py={4}>
        <FolderPicture url={data.thumbnailUrl} name={data.name} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={to} c="inherit" onClick={row.linkClick}>
          {data.name}
        </Anchor>
      </Table.Td>
      {columns.selected && <Table.Td />}
      {columns.scene && <Table.Td />}
      {columns.status && <Table.Td />}
      {columns.created && <Table.Td>{formatDate(data.createdAt)}</Table.Td>}
      {columns.size && <Table.Td />}
      {columns.duration && <Table.Td />}
      {columns.custom.map((column) => (
        <Table.Td key={column.id} />
      ))}
      {row.menuCell}
    </Table.Tr>
  );
}
