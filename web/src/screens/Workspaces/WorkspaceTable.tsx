import { Checkbox, EmptyState, Table } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { WorkspaceTable_query$key } from '../../__generated__/WorkspaceTable_query.graphql.ts';
import { formatDate } from '../../format/date.ts';
import { formatSize } from '../../format/size.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { useWorkspaceSort } from './useWorkspaceSort.ts';
import { editableSorted } from './workspace-list.ts';

interface WorkspaceTableProps {
  query: WorkspaceTable_query$key;
  /** Selection is for superusers (Delete Workspace); null hides the check boxes. */
  selection: { ids: ReadonlySet<string>; toggle: (id: string) => void } | null;
}

/** Name, Created and Size of each editable workspace; a row opens its settings. */
export function WorkspaceTable({ query, selection }: WorkspaceTableProps) {
  const data = useFragment(
    graphql`
      fragment WorkspaceTable_query on Query {
        workspaces {
          id
          name
          createdAt
          canEdit
          size
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const [sort] = useWorkspaceSort();
  const text = messages.workspaces;
  const editable = editableSorted(data.workspaces, sort);
  if (editable.length === 0) {
    return <EmptyState py={60} icon={<IconBuildingWarehouse size={32} />} title={text.empty} />;
  }
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {selection && <Table.Th w={40} />}
          <Table.Th>{text.name}</Table.Th>
          <Table.Th>{text.created}</Table.Th>
          <Table.Th>{text.size}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {editable.map((workspace) => (
          <Table.Tr
            key={workspace.id}
            style={{ cursor: 'pointer' }}
            bg={selection?.ids.has(workspace.id) ? 'var(--mantine-primary-color-light)' : undefined}
            onClick={() => navigate(pathTo('workspaces-settings', { workspaceId: workspace.id }))}
          >
            {selection && (
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={text.selectRow(workspace.name)}
                  checked={selection.ids.has(workspace.id)}
                  onChange={() => selection.toggle(workspace.id)}
                />
              </Table.Td>
            )}
            <Table.Td fw={500}>{workspace.name}</Table.Td>
            <Table.Td>{formatDate(workspace.createdAt)}</Table.Td>
            <Table.Td>{formatSize(workspace.size)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
