import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `project_member`: a user's membership of a project, with their role and notifications. */
export interface ProjectMemberTable {
  projectId: string;
  userId: string;
  /** viewer, editor or supervisor. */
  role: string;
  receiveFolderContentNotifications: boolean;
  receiveCommentNotifications: boolean;
  createdAt: Timestamp;
  createdBy: string | null;
}

/** `folder_permission`: a member's entry on a folder, inherited below it down to the next one. */
export interface FolderPermissionTable {
  projectId: string;
  folderId: string;
  userId: string;
  view: boolean;
  edit: boolean;
  download: boolean;
  share: boolean;
  comment: boolean;
  updatedAt: Timestamp;
}

/** `workspace_admin`: the Admins of a workspace. */
export interface WorkspaceAdminTable {
  workspaceId: string;
  userId: string;
  createdAt: Timestamp;
  createdBy: string | null;
}

export type ProjectMember = Selectable<ProjectMemberTable>;
export type NewProjectMember = Insertable<ProjectMemberTable>;
export type FolderPermission = Selectable<FolderPermissionTable>;
export type WorkspaceAdmin = Selectable<WorkspaceAdminTable>;
