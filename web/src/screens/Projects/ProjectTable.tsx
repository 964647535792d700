import { EmptyState, Table } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { ProjectTable_query$key } from '../../__generated__/ProjectTable_query.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { ProjectRow } from './ProjectRow.tsx';

/** Title, Workspace (superuser only), manager, Created; or the empty state. */
export function ProjectTable({ query }: { query: ProjectTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectTable_query on Query {
        currentUser {
          isSuperuser
        }
        projects(first: 100) @connection(key: "ProjectTable_projects") {
          edges {
            node {
              id
              ...ProjectRow_project
            }
          }
        }
      }
    `,
    query,
  );
  const text = messages.projects;
  const showWorkspace = data.currentUser.isSuperuser;
  if (data.projects.edges.length === 0) {
    return (
      <EmptyState
        py={60}
        icon={<IconFolderOff size={32} />}
        withIndicatorBackground
        title={text.empty}
        description={text.emptyHint}
      />
    );
  }
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{text.title}</Table.Th>
          {showWorkspace && <Table.Th>{text.workspace}</Table.Th>}
          <Table.Th>{text.manager}</Table.Th>
          <Table.Th>{text.created}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.projects.edges.map(({ node }) => (
          <ProjectRow key={node.id} project={node} showWorkspace={showWorkspace} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
