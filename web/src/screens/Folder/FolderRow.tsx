import { Anchor, Center, Table } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { FolderRow_folder$key } from '../../__generated__/FolderRow_folder.graphql.ts';
import { formatDate } from '../../format/date.ts';
import { useFolderPaths } from './folder-paths.ts';

/** One child folder; the row opens it. A folder has no size or duration to show. */
export function FolderRow({ folder }: { folder: FolderRow_folder$key }) {
  const data = useFragment(
    graphql`
      fragment FolderRow_folder on Folder {
        id
        name
        createdAt
      }
    `,
    folder,
  );
  const navigate = useNavigate();
  const to = useFolderPaths().folder(data.id);
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => navigate(to)} h={48}>
      <Table.Td py={4}>
        <Center w={64} h={36}>
          <IconFolder size={22} color="var(--mantine-color-yellow-6)" />
        </Center>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={to} c="inherit" onClick={(event) => event.stopPropagation()}>
          {data.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDate(data.createdAt)}</Table.Td>
      <Table.Td />
      <Table.Td />
    </Table.Tr>
  );
}
