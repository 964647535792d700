import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One entry of a tree node's menu. */
export interface SidebarMenuEntry<A extends string> {
  action: A;
  icon: ReactNode;
  label: string;
}

/** The "…" menu of a node of the project tree: its entries, each running its action. */
export function SidebarNodeMenu<A extends string>(props: {
  /** The button's accessible name ("Menu of Day 1"). */
  label: string;
  entries: readonly SidebarMenuEntry<A>[];
  opened: boolean;
  onChange: (opened: boolean) => void;
  onAction: (action: A) => void;
}) {
  return (
    <Menu opened={props.opened} onChange={props.onChange} position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={props.label}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      {/* the menu's clicks reach the node through React's tree: they stop here */}
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {props.entries.map(({ action, icon, label }) => (
          <Menu.Item key={action} leftSection={icon} onClick={() => props.onAction(action)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
