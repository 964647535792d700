import { NavLink, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { UserProjectNav_query$key } from '../../../__generated__/UserProjectNav_query.graphql.ts';
import { messages } from '../../../messages/messages.ts';
import { pathTo } from '../../../routes/route-table.ts';

/** The left drawer of All Users: the projects whose users the viewer manages, each a link. */
export function UserProjectNav(props: { query: UserProjectNav_query$key }) {
  const data = useFragment(
    graphql`
      fragment UserProjectNav_query on Query {
        projects(first: 500) {
          edges {
            node {
              id
              name
              allowedTo {
                edit
              }
            }
          }
        }
      }
    `,
    props.query,
  );
  const m = messages.users;
  const projects = data.projects.edges
    .map((edge) => edge.node)
    .filter((project) => project.allowedTo.edit);
  return (
    <Stack gap={0} p="xs" component="nav" aria-label={m.projects}>
      <Text size="sm" fw={600} p="xs">
        {m.projects}
      </Text>
      {projects.length === 0 && (
        <Text size="sm" c="dimmed" p="xs">
          {m.noProjects}
        </Text>
      )}
      {projects.map((project) => (
        <NavLink
          key={project.id}
          component={Link}
          to={pathTo('users-project', { projectId: project.id })}
          label={project.name}
          leftSection={<IconMovie size={16} />}
        />
      ))}
    </Stack>
  );
}
