import { Checkbox, Table } from '@mantine/core';
import { messages } from '../../messages/messages.ts';
import { PERMISSIONS, type PermissionName } from './users-list.ts';

type Flags = Record<PermissionName, { value: boolean; locked: boolean }>;

interface PermissionCellsProps {
  flags: Flags;
  userName: string;
  /**
   * Every checkbox disabled, locked or not (an inherited row below the top level, a workspace
   * admin).
   */
  disabled: boolean;
  onChange: (name: PermissionName, value: boolean) => void;
}

/** One cell per permission (view, edit, download, share, comment); a locked one is disabled. */
export function PermissionCells({ flags, userName, disabled, onChange }: PermissionCellsProps) {
  return PERMISSIONS.map((name) => (
    <Table.Td key={name}>
      <Checkbox
        aria-label={messages.users.permissionOf(messages.users.permission[name], userName)}
        checked={flags[name].value}
        disabled={disabled || flags[name].locked}
        onChange={(event) => onChange(name, event.currentTarget.checked)}
      />
    </Table.Td>
  ));
}

/** The header cells of the permission columns. */
export function PermissionHeaders() {
  return PERMISSIONS.map((name) => (
    <Table.Th key={name}>{messages.users.permission[name]}</Table.Th>
  ));
}
