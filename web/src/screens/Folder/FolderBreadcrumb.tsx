import { ActionIcon, Anchor, Breadcrumbs, Text, Tooltip } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { FolderBreadcrumb_folder$key } from '../../__generated__/FolderBreadcrumb_folder.graphql.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';

/** Home icon (reloads the page), the project, the ancestors, then this folder. */
export function FolderBreadcrumb({ folder }: { folder: FolderBreadcrumb_folder$key }) {
  const data = useFragment(
    graphql`
      fragment FolderBreadcrumb_folder on Folder {
        name
        isRoot
        project {
          id
          name
        }
        ancestors {
          id
          name
          isRoot
        }
      }
    `,
    folder,
  );
  const projectId = data.project.id;
  const label = (item: { name: string; isRoot: boolean }) =>
    item.isRoot ? data.project.name : item.name;
  return (
    <Breadcrumbs
      component="nav"
      aria-label={messages.shell.breadcrumb}
      separatorMargin={6}
      style={{ flexWrap: 'wrap', minWidth: 0 }}
    >
      <Tooltip label={messages.shell.home}>
        <ActionIcon
          variant="subtle"
          aria-label={messages.shell.home}
          onClick={() => window.location.reload()}
        >
          <IconHome size={18} />
        </ActionIcon>
      </Tooltip>
      {data.ancestors.map((ancestor) => (
        <Anchor
          key={ancestor.id}
          component={Link}
          to={pathTo('projects-folder', { projectId, folderId: ancestor.id })}
        >
          {label(ancestor)}
        </Anchor>
      ))}
      <Text fw={600}>{label(data)}</Text>
    </Breadcrumbs>
  );
}
