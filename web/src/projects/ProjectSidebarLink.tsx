import { Group, Text } from '@mantine/core';
import {
  IconChevronRight,
  IconFolder,
  IconMovie,
  IconPhoto,
  IconPlus,
  IconSettings,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { graphql, readInlineData } from 'react-relay';
import { Link } from 'react-router';
import type { ProjectSidebarLink_project$key } from '../__generated__/ProjectSidebarLink_project.graphql.ts';
import type { MenuItemTarget } from '../folders/ItemMenu/organise-rules.ts';
import { useItemDrop } from '../folders/Selection/useItemDrop.ts';
import { messages } from '../messages/messages.ts';
import { pathTo } from '../routes/route-table.ts';
import { SidebarNodeMenu } from './Sidebar/SidebarNodeMenu.tsx';
import type { SidebarMenuEntries, SidebarNode, SidebarProject } from './Sidebar/sidebar-tree.ts';

const projectFragment = graphql`
  fragment ProjectSidebarLink_project on Project @inline {
    id
    name
    allowedTo {
      edit
      delete
    }
    rootFolder {
      id
      folderCount
    }
    collections {
      id
      name
      definition
    }
  }
`;

/** A project as the sidebar's tree needs it (a new project's edge brings the same fields). */
export const sidebarProjectOf = (project: ProjectSidebarLink_project$key): SidebarProject =>
  readInlineData(projectFragment, project);

export type SidebarMenuAction = keyof SidebarMenuEntries;

const entryIcons: Record<SidebarMenuAction, ReactNode> = {
  newProject: <IconPlus size={16} />,
  manageUsers: <IconUsers size={16} />,
  settings: <IconSettings size={16} />,
  setPoster: <IconPhoto size={16} />,
  // Red text on white falls short of AA contrast: only the icon says danger.
  delete: <IconTrash size={16} color="var(--mantine-color-red-7)" />,
};

interface ProjectSidebarLinkProps {
  node: SidebarNode;
  entries: SidebarMenuEntries;
  /** The open project or folder. */
  active: boolean;
  expanded: boolean;
  hasChildren: boolean;
  /** The tree's own props for the node's label (its styles, focus, selection). */
  elementProps: Record<string, unknown> & { className?: string };
  onToggle: () => void;
  menuOpened: boolean;
  onMenu: (opened: boolean) => void;
  onAction: (action: SidebarMenuAction) => void;
  /** Items from the open folder were dropped into this node's folder. */
  onItemsDropped: () => void;
}

/** The folder a node opens, as a place to drop items. */
const dropTargetOf = (node: SidebarNode): MenuItemTarget => ({
  kind: 'folder',
  id: node.folderId,
  name: node.name,
  projectId: node.projectId,
  allowedTo: { ...node.allowedTo, share: false, download: false },
});

/**
 * A node of the project sidebar: a project or one of its folders, a link to its folder, opened
 * and closed by its chevron (or the arrow keys), with its menu under ⋯ or a right click; items
 * dragged out of the open folder can be dropped on it.
 */
export function ProjectSidebarLink(props: ProjectSidebarLinkProps) {
  const { node, entries } = props;
  const { over, dropProps } = useItemDrop(dropTargetOf(node), props.onItemsDropped);
  const m = messages.projects;
  const labels: Record<SidebarMenuAction, string> = {
    newProject: m.newProject,
    manageUsers: m.manageUsers,
    settings: m.settings,
    setPoster: m.setPoster,
    delete: m.delete,
  };
  const shown = (Object.keys(entryIcons) as SidebarMenuAction[]).filter(
    (action) => entries[action],
  );
  const openMenu = (event: MouseEvent) => {
    if (shown.length === 0) return;
    event.preventDefault();
    props.onMenu(true);
  };
  const Icon = node.kind === 'project' ? IconMovie : IconFolder;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      {...props.elementProps}
      {...dropProps}
      onContextMenu={openMenu}
      style={{
        paddingBlock: 2,
        paddingInlineEnd: 2,
        outline: over ? '2px solid var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      {/* a mouse's way to open and close; the keyboard's are the tree's arrow keys */}
      <span
        aria-hidden
        onClick={(event) => {
          event.stopPropagation();
          props.onToggle();
        }}
        style={{
          display: 'inline-flex',
          width: 16,
          cursor: props.hasChildren ? 'pointer' : undefined,
        }}
      >
        {props.hasChildren && (
          <IconChevronRight
            size={14}
            style={{ transform: props.expanded ? 'rotate(90deg)' : undefined }}
          />
        )}
      </span>
      <Icon
        size={16}
        color={node.kind === 'folder' ? 'var(--mantine-color-yellow-6)' : undefined}
        style={{ flexShrink: 0 }}
      />
      <Text
        component={Link}
        to={pathTo('projects-folder', { projectId: node.projectId, folderId: node.folderId })}
        aria-current={props.active ? 'page' : undefined}
        size="sm"
        fw={props.active ? 600 : undefined}
        truncate
        style={{ flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'none' }}
      >
        {node.name}
      </Text>
      {shown.length > 0 && (
        <SidebarNodeMenu
          label={m.menuOf(node.name)}
          entries={shown.map((action) => ({
            action,
            icon: entryIcons[action],
            label: labels[action],
          }))}
          opened={props.menuOpened}
          onChange={props.onMenu}
          onAction={props.onAction}
        />
      )}
    </Group>
  );
}
