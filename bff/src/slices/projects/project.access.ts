import type { Machine } from '../../auth/machine.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { pairKey } from '../pair-keys.ts';
import {
  canSeeProject,
  type FolderEntry,
  linkGrant,
  machineGrant,
  outsider,
  type ProjectAccess,
  projectAllowedTo,
} from '../policy.ts';
import { isProjectRole } from '../roles.ts';
import type { ProjectRow } from './project.queries.ts';

type Project = Pick<ProjectRow, 'id' | 'workspaceId' | 'managerId'>;

/** What the policy needs of a user's place in a project, from the request's loaders. */
export async function accessOf(
  ctx: RequestContext,
  project: Project,
  userId: string,
): Promise<ProjectAccess> {
  const { loaders } = ctx;
  const key = pairKey(project.id, userId);
  const [membership, rows, workspaceAdmin] = await Promise.all([
    loaders.membership.load(key),
    loaders.folderEntries.load(key),
    loaders.isWorkspaceAdmin.load(pairKey(project.workspaceId, userId)),
  ]);
  const paths = await Promise.all(rows.map((row) => loaders.folderPath.load(row.folderId)));
  const entries = new Map<string, FolderEntry>(
    rows.map(({ folderId, view, edit, download, share, comment }, index) => [
      folderId,
      {
        allowedTo: { view, edit, download, share, comment },
        path: (paths[index] ?? []).map((folder) => folder.id),
      },
    ]),
  );
  const role = membership && isProjectRole(membership.role) ? membership.role : null;
  return { managerId: project.managerId, workspaceAdmin, role, entries, link: null };
}

/**
 * A share link visitor's place in a project: what the link names, in the link's project only;
 * a collection's assets are granted one by one as they are reached (`reachedAsset`).
 */
async function visitorAccess(
  ctx: RequestContext,
  project: Project,
  linkId: string,
): Promise<ProjectAccess> {
  const none = outsider(project.managerId);
  const link = await ctx.loaders.link.load(linkId);
  if (!link || link.deletedAt || link.projectId !== project.id) return none;
  return { ...none, link: linkGrant(link, await ctx.loaders.linkItems.load(linkId)) };
}

/**
 * A machine's place in a project: what its API token's scopes give there, if it reaches it. A
 * project it may read is noted for the chain of custody (decision 0119).
 */
function machineAccess(ctx: RequestContext, machine: Machine, project: Project): ProjectAccess {
  const none = outsider(project.managerId);
  const grant = machineGrant(machine, project.workspaceId);
  if (grant?.view) ctx.reached.projects.add(project.id);
  return grant ? { ...none, token: grant } : none;
}

/** The viewer's (visitor's, machine's) place in a project; an outsider's when signed out. */
export function viewerAccess(ctx: RequestContext, project: Project): Promise<ProjectAccess> {
  if (ctx.viewer) return accessOf(ctx, project, ctx.viewer.userId);
  if (ctx.visitor) return visitorAccess(ctx, project, ctx.visitor.linkId);
  if (ctx.machine) return Promise.resolve(machineAccess(ctx, ctx.machine, project));
  return Promise.resolve(outsider(project.managerId));
}

/** A project the viewer may see with their place in it, or null when there is none they may see. */
export async function reachedProject(ctx: RequestContext, projectId: string) {
  const project = await ctx.loaders.project.load(projectId);
  if (!project) return null;
  const access = await viewerAccess(ctx, project);
  return canSeeProject(ctx.viewer, access) ? { project, access } : null;
}

/** A project the viewer may see, or null when there is none they may see. */
export const visibleProject = async (ctx: RequestContext, projectId: string) =>
  (await reachedProject(ctx, projectId))?.project ?? null;

/**
 * The project a mutation names, with the viewer's place in it: NOT_FOUND when they may not see
 * it (as when it does not exist), FORBIDDEN when they see it without the `right`.
 */
export async function projectToChange(
  ctx: RequestContext,
  globalId: string,
  right: 'edit' | 'delete',
) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Project', field: 'id' });
  const reached = found(await reachedProject(ctx, id), 'project');
  allow(projectAllowedTo(ctx.viewer, reached.access)[right]);
  return reached;
}
