/**
 * The roles of Rushes. Viewer, Editor and Supervisor are project roles (Viewer the default,
 * Supervisor the project's admin role); Admin is the workspace's, held by its workspace admins on
 * every project of it. A role's permissions are what a new folder entry of its member gets.
 */
export const permissionNames = ['view', 'edit', 'download', 'share', 'comment'] as const;

export type Permission = (typeof permissionNames)[number];
export type Permissions = Record<Permission, boolean>;

export type ProjectRoleId = 'viewer' | 'editor' | 'supervisor';
export type RoleId = ProjectRoleId | 'admin';

export interface Role {
  id: RoleId;
  name: string;
  isAdmin: boolean;
  isDefault: boolean;
  permissions: Permissions;
}

const all: Permissions = { view: true, edit: true, download: true, share: true, comment: true };

const viewer: Role = {
  id: 'viewer',
  name: 'Viewer',
  isAdmin: false,
  isDefault: true,
  permissions: { view: true, edit: false, download: false, share: false, comment: true },
};

const byId: Record<RoleId, Role> = {
  viewer,
  editor: {
    id: 'editor',
    name: 'Editor',
    isAdmin: false,
    isDefault: false,
    permissions: { view: true, edit: true, download: true, share: false, comment: true },
  },
  supervisor: {
    id: 'supervisor',
    name: 'Supervisor',
    isAdmin: true,
    isDefault: false,
    permissions: all,
  },
  admin: { id: 'admin', name: 'Admin', isAdmin: true, isDefault: false, permissions: all },
};

/** In ascending order, as the spec lists them. */
export const roles: readonly Role[] = [byId.viewer, byId.editor, byId.supervisor, byId.admin];

export const roleOf = (id: RoleId): Role => byId[id];

export const isProjectRole = (id: string): id is ProjectRoleId =>
  id === 'viewer' || id === 'editor' || id === 'supervisor';

/** Every permission granted (admin roles, managers, superusers) or none. */
export const allPermissions = (value: boolean): Permissions => ({
  view: value,
  edit: value,
  download: value,
  share: value,
  comment: value,
});
