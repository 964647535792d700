import { EmptyState, Table } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { FolderList_folder$key } from '../../__generated__/FolderList_folder.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { FolderRow } from './FolderRow.tsx';

/** The connection New Folder appends to, under the parent folder's record. */
export const CHILDREN_CONNECTION = 'FolderList_children';

/** Child folders with name and created date, or 'This folder is empty'. */
export function FolderList({ folder }: { folder: FolderList_folder$key }) {
  const data = useFragment(
    graphql`
      fragment FolderList_folder on Folder {
        children(first: 100) @connection(key: "FolderList_children") {
          edges {
            node {
              id
              ...FolderRow_folder
            }
          }
        }
      }
    `,
    folder,
  );
  const text = messages.folders;
  if (data.children.edges.length === 0) {
    return <EmptyState py={60} icon={<IconFolderOpen size={32} />} title={text.empty} />;
  }
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.name}</Table.Th>
          <Table.Th w={160}>{text.created}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.children.edges.map(({ node }) => (
          <FolderRow key={node.id} folder={node} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
