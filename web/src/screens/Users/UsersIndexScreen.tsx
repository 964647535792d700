import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { UsersIndexScreenQuery } from '../../__generated__/UsersIndexScreenQuery.graphql.ts';
import { messages } from '../../messages/messages.ts';
import type { ScreenLoader } from '../../relay/preload.ts';
import { pathTo } from '../../routes/route-table.ts';

const query = graphql`
  query UsersIndexScreenQuery {
    projects(first: 500) {
      edges {
        node {
          id
          name
          allowedTo {
            edit
          }
          workspace {
            name
          }
        }
      }
    }
  }
`;

export const loader: ScreenLoader = ({ preload }) =>
  preload<UsersIndexScreenQuery>('users-index', query, {});

/** users-index: the projects whose users the viewer may manage (only editable ones). */
export function Component() {
  const reference: PreloadedQuery<UsersIndexScreenQuery> = useLoaderData();
  const data = usePreloadedQuery<UsersIndexScreenQuery>(query, reference);
  const m = messages.users;
  const projects = data.projects.edges
    .map((edge) => edge.node)
    .filter((project) => project.allowedTo.edit);
  return (
    <Stack p="md" gap="md">
      <Title order={3}>{m.allUsers}</Title>
      <Text>{m.selectProject}</Text>
      {projects.length === 0 ? (
        <Text c="dimmed">{m.noProjects}</Text>
      ) : (
        <Table highlightOnHover aria-label={m.selectProject}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.project}</Table.Th>
              <Table.Th>{messages.shell.workspaces}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.map((project) => (
              <Table.Tr key={project.id}>
                <Table.Td>
                  <Anchor component={Link} to={pathTo('users-project', { projectId: project.id })}>
                    {project.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{project.workspace.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
