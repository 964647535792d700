import { Menu } from '@mantine/core';
import {
  IconFolderShare,
  IconPhoto,
  IconPlus,
  IconRefresh,
  IconSelectAll,
  IconSettings,
  IconTrash,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { messages } from '../../messages/messages.ts';
import type { ProjectMenuEntries } from './project-menu.ts';

export type ProjectMenuAction =
  | 'newProject'
  | 'manageUsers'
  | 'setPoster'
  | 'regenerateThumbnail'
  | 'settings'
  | 'changeWorkspace'
  | 'delete'
  | 'cancelSelection'
  | 'selectItems';

interface ProjectContextMenuProps {
  /** Where the menu opens (the pointer, or under the menu button); null: closed. */
  at: { x: number; y: number } | null;
  entries: ProjectMenuEntries;
  onAction: (action: ProjectMenuAction) => void;
  onClose: () => void;
}

const icons: Record<ProjectMenuAction, typeof IconPlus> = {
  newProject: IconPlus,
  manageUsers: IconUsers,
  setPoster: IconPhoto,
  regenerateThumbnail: IconRefresh,
  settings: IconSettings,
  changeWorkspace: IconFolderShare,
  delete: IconTrash,
  cancelSelection: IconX,
  selectItems: IconSelectAll,
};

/** The project list's menu: only the entries the selection allows (see `project-menu.ts`). */
export function ProjectContextMenu({ at, entries, onAction, onClose }: ProjectContextMenuProps) {
  const m = messages.projects;
  const labels: Record<ProjectMenuAction, string> = {
    newProject: m.newProject,
    manageUsers: m.manageUsers,
    setPoster: m.setPoster,
    regenerateThumbnail: m.regenerateThumbnail,
    settings: m.settings,
    changeWorkspace: m.changeWorkspace,
    delete: m.delete,
    cancelSelection: m.cancelSelection,
    selectItems: m.selectItems,
  };
  const shown = (Object.keys(icons) as ProjectMenuAction[]).filter((action) => entries[action]);
  return (
    <Menu opened={at !== null} onClose={onClose} position="bottom-start" withinPortal>
      <Menu.Target>
        <div
          aria-hidden
          style={{ position: 'fixed', left: at?.x ?? 0, top: at?.y ?? 0, width: 1, height: 1 }}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map((action) => {
          const Icon = icons[action];
          return (
            <Menu.Item
              key={action}
              // Red text on white falls short of AA contrast: only the icon says danger.
              leftSection={
                <Icon
                  size={16}
                  color={action === 'delete' ? 'var(--mantine-color-red-7)' : undefined}
                />
              }
              onClick={() => onAction(action)}
            >
              {labels[action]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
