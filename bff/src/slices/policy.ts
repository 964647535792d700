/**
 * Who may do what: every `allowedTo` flag and every check a resolver or mutation makes comes from
 * here. For now: a superuser may do everything; a project's manager may edit the project and do
 * everything on its folders; anyone else sees nothing of the project.
 */
import type { Viewer as SignedIn } from '../graphql/context.ts';

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

/** A user's own record, or any for a superuser or whoever picks managers. */
export const canSeeUser = (viewer: Viewer, userId: string): boolean =>
  viewer !== null && (viewer.userId === userId || canSearchPeople(viewer));
