import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconDownload,
  IconFolderShare,
  IconPencil,
  IconShare,
  IconTrash,
  IconUpload,
  IconUsers,
} from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDownload } from '../../downloads/useDownload.ts';
import { messages } from '../../messages/messages.ts';
import { pathTo } from '../../routes/route-table.ts';
import { useUploadNewVersion } from '../../uploads/useUploadNewVersion.ts';
import { ReviewStatusSubmenu } from '../ReviewStatus/ReviewStatusSubmenu.tsx';
import { type OrganiseAction, OrganiseDialog } from './OrganiseDialogs.tsx';
import {
  canCopy,
  canDelete,
  canDownload,
  canManageUsers,
  canMove,
  canRename,
  canShare,
  downloadInputOf,
  hasMenu,
  type ListingFolder,
  type MenuItemTarget,
} from './organise-rules.ts';

const text = messages.folders;

/**
 * A folder's or an asset's menu in the list: the row's right click or its ⋯ button opens it, and
 * it acts on the row, or on the selection when the row is part of it. A menu with nothing in it
 * is not offered.
 */
export function ItemMenu(props: {
  item: MenuItemTarget;
  /** What the menu acts on: the item, or the selection it is part of. */
  targets: MenuItemTarget[];
  /** The open folder listing them; null where rows are shown without one. */
  folder: ListingFolder | null;
  opened: boolean;
  onChange: (opened: boolean) => void;
  onDone?: () => void;
}) {
  const { item, targets, folder } = props;
  const [action, setAction] = useState<OrganiseAction | null>(null);
  const navigate = useNavigate();
  const [download] = useDownload();
  const newVersion = useUploadNewVersion({
    projectId: item.projectId,
    folderId: item.parentId ?? '',
    newVersionOf: item.id,
  });
  // One asset one may edit, listed in its folder (where uploading goes with editing).
  const [only] = targets;
  const canUploadVersion =
    targets.length === 1 && only?.kind === 'asset' && only.allowedTo.edit && only.parentId;
  if (!hasMenu(targets, folder)) return null;
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <>
      <Menu opened={props.opened} onChange={props.onChange} position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={text.actionsFor(item.name)}
            onClick={stop}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown onClick={stop}>
          {canShare(targets) && (
            <Menu.Item leftSection={<IconShare size={16} />} onClick={() => setAction('share')}>
              {messages.shares.share}
            </Menu.Item>
          )}
          {canDownload(targets) && (
            <Menu.Item
              leftSection={<IconDownload size={16} />}
              onClick={() => download(downloadInputOf(targets))}
            >
              {messages.downloads.download}
            </Menu.Item>
          )}
          {canUploadVersion && newVersion && (
            <Menu.Item leftSection={<IconUpload size={16} />} onClick={() => void newVersion()}>
              {messages.viewer.versions.uploadNew}
            </Menu.Item>
          )}
          <ReviewStatusSubmenu targets={targets} />
          {canRename(targets) && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setAction('rename')}>
              {text.rename}
            </Menu.Item>
          )}
          {canMove(targets, folder) && (
            <Menu.Item
              leftSection={<IconFolderShare size={16} />}
              onClick={() => setAction('move')}
            >
              {text.move}
            </Menu.Item>
          )}
          {canCopy(targets) && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => setAction('copy')}>
              {text.copy}
            </Menu.Item>
          )}
          {canManageUsers(targets, folder) && (
            <Menu.Item
              leftSection={<IconUsers size={16} />}
              onClick={() =>
                navigate(pathTo('users-folder', { projectId: item.projectId, folderId: item.id }))
              }
            >
              {messages.projects.manageUsers}
            </Menu.Item>
          )}
          {canDelete(targets) && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setAction('delete')}
            >
              {text.delete}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {action && (
        <OrganiseDialog
          action={action}
          items={targets}
          onClose={() => setAction(null)}
          onDone={props.onDone}
        />
      )}
    </>
  );
}
