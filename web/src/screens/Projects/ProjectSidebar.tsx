import { NavLink, Stack } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { ProjectSidebar_query$key } from '../../__generated__/ProjectSidebar_query.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { ProjectSidebarLink } from './ProjectSidebarLink.tsx';

/** The left drawer: "All Projects", then the projects the user may edit. */
export function ProjectSidebar({ query }: { query: ProjectSidebar_query$key }) {
  const data = useFragment(
    graphql`
      fragment ProjectSidebar_query on Query {
        projects(first: 100) @connection(key: "ProjectTable_projects") {
          edges {
            node {
              id
              ...ProjectSidebarLink_project
            }
          }
        }
      }
    `,
    query,
  );
  const { projectId } = useParams();
  return (
    <Stack gap={0} p="xs">
      <NavLink
        component={Link}
        to={pathTo('projects-index')}
        label={messages.projects.allProjects}
        leftSection={<IconFolders size={16} />}
        active={projectId === undefined}
      />
      {data.projects.edges.map(({ node }) => (
        <ProjectSidebarLink key={node.id} project={node} active={node.id === projectId} />
      ))}
    </Stack>
  );
}
