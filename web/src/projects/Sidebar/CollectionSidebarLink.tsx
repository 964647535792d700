import { Group, Text } from '@mantine/core';
import {
  IconChevronRight,
  IconFilter,
  IconPencil,
  IconPlus,
  IconStack2,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { SidebarNodeMenu } from './SidebarNodeMenu.tsx';
import {
  type CollectionMenuAction,
  collectionMenuEntries,
  type SidebarCollectionNode,
} from './sidebar-tree.ts';

const text = messages.collections;

const entries: Record<CollectionMenuAction, { label: string; icon: ReactNode }> = {
  newCollection: { label: text.newCollection, icon: <IconPlus size={16} /> },
  edit: { label: text.edit, icon: <IconPencil size={16} /> },
  // Red text on white falls short of AA contrast: only the icon says danger.
  delete: { label: text.delete, icon: <IconTrash size={16} color="var(--mantine-color-red-7)" /> },
};

/**
 * A project's Collections group (opened and closed by its chevron, or the arrow keys) or one of
 * its collections (a link to its screen), with its menu under ⋯ or a right click.
 */
export function CollectionSidebarLink(props: {
  node: SidebarCollectionNode;
  active: boolean;
  expanded: boolean;
  hasChildren: boolean;
  /** The tree's own props for the node's label (its styles, focus, selection). */
  elementProps: Record<string, unknown>;
  onToggle(): void;
  menuOpened: boolean;
  onMenu(opened: boolean): void;
  onAction(action: CollectionMenuAction): void;
}) {
  const { node } = props;
  const allowed = collectionMenuEntries(node);
  const shown = (Object.keys(entries) as CollectionMenuAction[]).filter((key) => allowed[key]);
  const group = node.kind === 'collections';
  const Icon = group ? IconStack2 : IconFilter;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      {...props.elementProps}
      onContextMenu={(event) => {
        if (shown.length === 0) return;
        event.preventDefault();
        props.onMenu(true);
      }}
      style={{ paddingBlock: 2, paddingInlineEnd: 2 }}
    >
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
      <Icon size={16} style={{ flexShrink: 0 }} />
      {group ? (
        <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
          {node.name}
        </Text>
      ) : (
        <Text
          component={Link}
          to={pathTo('projects-collection', {
            projectId: node.projectId,
            collectionId: node.collectionId,
          })}
          aria-current={props.active ? 'page' : undefined}
          size="sm"
          fw={props.active ? 600 : undefined}
          truncate
          style={{ flex: 1, minWidth: 0, color: 'inherit', textDecoration: 'none' }}
        >
          {node.name}
        </Text>
      )}
      {shown.length > 0 && (
        <SidebarNodeMenu
          label={text.menuOf(node.name)}
          entries={shown.map((action) => ({ action, ...entries[action] }))}
          opened={props.menuOpened}
          onChange={props.onMenu}
          onAction={props.onAction}
        />
      )}
    </Group>
  );
}
