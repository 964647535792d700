import { Type } from '@sinclair/typebox';
import { defineEvent, type EventOf } from './define-event.ts';

const id = Type.String({ minLength: 1 });

/** A project role: Viewer (the default), Editor, or Supervisor (the project's admin role). */
const role = Type.Union([
  Type.Literal('viewer'),
  Type.Literal('editor'),
  Type.Literal('supervisor'),
]);

/** What a folder entry allows its user, on that folder and below it until another entry. */
const allowedTo = Type.Object({
  view: Type.Boolean(),
  edit: Type.Boolean(),
  download: Type.Boolean(),
  share: Type.Boolean(),
  comment: Type.Boolean(),
});

/**
 * Who may do what in one project (stream `project_access.<projectId>`): its members with their
 * roles and their folder entries, decided together so that an entry never outlives its member.
 */
export const projectMemberAdded = defineEvent('project_member.added', {
  versions: {
    1: Type.Object({
      projectId: id,
      userId: id,
      role,
      receiveFolderContentNotifications: Type.Boolean(),
      receiveCommentNotifications: Type.Boolean(),
    }),
  },
});

export const projectMemberRoleChanged = defineEvent('project_member.role_changed', {
  versions: { 1: Type.Object({ projectId: id, userId: id, role }) },
});

/** The member leaves the project; their folder entries go with them (the same decision). */
export const projectMemberRemoved = defineEvent('project_member.removed', {
  versions: { 1: Type.Object({ projectId: id, userId: id }) },
});

/** A member's entry on a folder, set or replaced. */
export const folderPermissionSet = defineEvent('folder_permission.set', {
  versions: { 1: Type.Object({ projectId: id, folderId: id, userId: id, allowedTo }) },
});

export const folderPermissionRemoved = defineEvent('folder_permission.removed', {
  versions: { 1: Type.Object({ projectId: id, folderId: id, userId: id }) },
});

/** The member chose which project notifications they receive (the account area). */
export const projectMemberSettingsChanged = defineEvent('project_member.settings_changed', {
  versions: {
    1: Type.Object({
      projectId: id,
      userId: id,
      receiveFolderContentNotifications: Type.Boolean(),
      receiveCommentNotifications: Type.Boolean(),
    }),
  },
});

export type ProjectMemberAdded = EventOf<typeof projectMemberAdded>;
export type ProjectMemberRoleChanged = EventOf<typeof projectMemberRoleChanged>;
export type ProjectMemberRemoved = EventOf<typeof projectMemberRemoved>;
export type FolderPermissionSet = EventOf<typeof folderPermissionSet>;
export type FolderPermissionRemoved = EventOf<typeof folderPermissionRemoved>;
export type ProjectMemberSettingsChanged = EventOf<typeof projectMemberSettingsChanged>;
export type ProjectAccessEvent =
  | ProjectMemberAdded
  | ProjectMemberSettingsChanged
  | ProjectMemberRoleChanged
  | ProjectMemberRemoved
  | FolderPermissionSet
  | FolderPermissionRemoved;
