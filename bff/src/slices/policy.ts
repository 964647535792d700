/**
 * Who may do what: every `allowedTo` flag and every check a resolver or mutation makes comes from
 * here. For now: a superuser may do everything; a project's manager may edit the project and do
 * everything on its folders; anyone else sees nothing of the project.
 */
import type { Viewer as SignedIn } from '../auth/viewer.ts';

/** The signed-in user, or null for a request without a valid token. */
export type Viewer = SignedIn | null;

/** What the policy needs to know of a project (or of the project a folder belongs to). */
export interface ProjectAccess {
  managerId: string;
}

const isSuperuser = (viewer: Viewer): boolean => viewer?.isSuperuser === true;

const manages = (viewer: Viewer, project: ProjectAccess): boolean =>
  viewer !== null && viewer.userId === project.managerId;

/** Superusers list every workspace and project; others only what they manage. */
export const canSeeAll = isSuperuser;
export const canCreateWorkspace = isSuperuser;
export const canCreateProject = isSuperuser;
export const canManageWorkspaces = isSuperuser;
/** The manager and crew pickers belong to whoever may create projects. */
export const canSearchPeople = canCreateProject;

export function workspaceAllowedTo(viewer: Viewer) {
  const all = isSuperuser(viewer);
  return { edit: all, delete: all, upload: all };
}

/** A workspace shows to superusers and to those who manage a project in it. */
export const canSeeWorkspace = (viewer: Viewer, managesProjectInIt: boolean): boolean =>
  isSuperuser(viewer) || (viewer !== null && managesProjectInIt);

export const canSeeProject = (viewer: Viewer, project: ProjectAccess): boolean =>
  isSuperuser(viewer) || manages(viewer, project);

export function projectAllowedTo(viewer: Viewer, project: ProjectAccess) {
  return { edit: canSeeProject(viewer, project), delete: isSuperuser(viewer) };
}

/** Folders take their rights from their project; without a known project they allow nothing. */
export function folderAllowedTo(viewer: Viewer, project: ProjectAccess | undefined) {
  const all = project !== undefined && canSeeProject(viewer, project);
  return { edit: all, upload: all, download: all, share: all, delete: all };
}

/** Assets take their rights from their project, as folders do; commenting as `canComment` says. */
export function assetAllowedTo(viewer: Viewer, project: ProjectAccess | undefined) {
  const all = project !== undefined && canSeeProject(viewer, project);
  const comment = project !== undefined && canComment(viewer, project);
  return { edit: all, delete: all, download: all, share: all, comment };
}

/** A user's own record, or any for a superuser or whoever picks managers. */
export const canSeeUser = (viewer: Viewer, userId: string): boolean =>
  viewer !== null && (viewer.userId === userId || canSearchPeople(viewer));

/** Commenting on an asset and reading its comments: for now a superuser or the project's manager. */
export const canComment = (viewer: Viewer, project: ProjectAccess): boolean =>
  isSuperuser(viewer) || manages(viewer, project);

/** What the policy needs to know of a comment: who wrote it. */
export interface CommentAccess {
  createdBy: string | null;
}

/** Only its author edits a comment; its author or a superuser deletes it. */
export function commentAllowedTo(viewer: Viewer, comment: CommentAccess) {
  const author =
    viewer !== null && comment.createdBy !== null && viewer.userId === comment.createdBy;
  return { edit: author, delete: author || isSuperuser(viewer) };
}
