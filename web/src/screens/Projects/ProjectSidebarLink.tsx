import { NavLink } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProjectSidebarLink_project$key } from '../../__generated__/ProjectSidebarLink_project.graphql.ts';
import { pathTo } from '../../routes/route-table.ts';

/** A project in the left drawer; only projects the user may edit are listed. */
export function ProjectSidebarLink(props: {
  project: ProjectSidebarLink_project$key;
  active: boolean;
}) {
  const project = useFragment(
    graphql`
      fragment ProjectSidebarLink_project on Project {
        id
        name
        allowedTo {
          edit
        }
        rootFolder {
          id
        }
      }
    `,
    props.project,
  );
  if (!project.allowedTo.edit) return null;
  return (
    <NavLink
      component={Link}
      to={pathTo('projects-folder', { projectId: project.id, folderId: project.rootFolder.id })}
      label={project.name}
      leftSection={<IconMovie size={16} />}
      active={props.active}
    />
  );
}
