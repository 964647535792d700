import { Anchor, Table } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { ProjectRow_project$key } from '../../__generated__/ProjectRow_project.graphql.ts';
import { formatDate } from '../../format/date.ts';
import { pathTo } from '../../routes/route-table.ts';

interface ProjectRowProps {
  project: ProjectRow_project$key;
  showWorkspace: boolean;
}

/** One project; the row opens the project's root folder. */
export function ProjectRow({ project, showWorkspace }: ProjectRowProps) {
  const data = useFragment(
    graphql`
      fragment ProjectRow_project on Project {
        id
        name
        createdAt
        workspace {
          name
        }
        manager {
          name
        }
        rootFolder {
          id
        }
      }
    `,
    project,
  );
  const navigate = useNavigate();
  const to = pathTo('projects-folder', { projectId: data.id, folderId: data.rootFolder.id });
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => navigate(to)}>
      <Table.Td>
        <Anchor component={Link} to={to} fw={500} onClick={(event) => event.stopPropagation()}>
          {data.name}
        </Anchor>
      </Table.Td>
      {showWorkspace && <Table.Td>{data.workspace.name}</Table.Td>}
      <Table.Td>{data.manager?.name ?? ''}</Table.Td>
      <Table.Td>{formatDate(data.createdAt)}</Table.Td>
    </Table.Tr>
  );
}
