import { EmptyState, Table } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { WorkspaceTable_query$key } from '../../__generated__/WorkspaceTable_query.graphql.ts';
import { formatDate } from '../../format/date.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

/** Name and Created of each editable workspace; a row opens its settings. */
export function WorkspaceTable({ query }: { query: WorkspaceTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment WorkspaceTable_query on Query {
        workspaces {
          id
          name
          createdAt
          canEdit
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const text = messages.workspaces;
  const editable = data.workspaces.filter((workspace) => workspace.canEdit);
  if (editable.length === 0) {
    return <EmptyState py={60} icon={<IconBuildingWarehouse size={32} />} title={text.empty} />;
  }
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.name}</Table.Th>
          <Table.Th>{text.created}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {editable.map((workspace) => (
          <Table.Tr
            key={workspace.id}
            style={{ cursor: 'pointer' }}
            onClick={() => navigate(pathTo('workspaces-settings', { workspaceId: workspace.id }))}
          >
            <Table.Td fw={500}>{workspace.name}</Table.Td>
            <Table.Td>{formatDate(workspace.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
