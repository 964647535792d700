import { ActionIcon, Group, Menu, NavLink } from '@mantine/core';
import { IconDots, IconMovie, IconSettings, IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { ProjectSidebarLink_project$key } from '../../__generated__/ProjectSidebarLink_project.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { DeleteProjectsDialog } from './Dialogs/DeleteProjectsDialog.tsx';

/**
 * A project in the left drawer, with its menu (Manage Users, Settings, and Delete where it may
 * be deleted); only projects the user may edit are listed.
 */
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
          delete
        }
        rootFolder {
          id
        }
      }
    `,
    props.project,
  );
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  if (!project.allowedTo.edit) return null;
  const m = messages.projects;
  const projectId = project.id;
  return (
    <Group gap={0} wrap="nowrap">
      <NavLink
        component={Link}
        to={pathTo('projects-folder', { projectId, folderId: project.rootFolder.id })}
        label={project.name}
        leftSection={<IconMovie size={16} />}
        active={props.active}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={m.menuOf(project.name)}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={pathTo('users-project', { projectId })}
            leftSection={<IconUsers size={16} />}
          >
            {m.manageUsers}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={pathTo('projects-settings', { projectId })}
            leftSection={<IconSettings size={16} />}
          >
            {m.settings}
          </Menu.Item>
          {project.allowedTo.delete && (
            <Menu.Item
              leftSection={<IconTrash size={16} color="var(--mantine-color-red-7)" />}
              onClick={() => setDeleting(true)}
            >
              {m.delete}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <DeleteProjectsDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        projects={[project]}
        // Deleting the open project leaves it for the project list.
        onDeleted={() => props.active && navigate(pathTo('projects-index'))}
      />
    </Group>
  );
}
