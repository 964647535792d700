import type { RequestContext } from '../../request-context.ts';
import { pairKey } from '../pair-keys.ts';
import { canSeeWorkspace, type WorkspaceAccess, workspaceAllowedTo } from '../policy.ts';
import { holdsProjectIn } from './workspace.queries.ts';

/** What the policy needs of the viewer and a workspace. */
export async function workspaceAccess(
  ctx: RequestContext,
  workspaceId: string,
): Promise<WorkspaceAccess> {
  const viewer = ctx.viewer;
  if (!viewer) return { isAdmin: false, seesProject: false };
  const key = pairKey(workspaceId, viewer.userId);
  const [isAdmin, seesProject] = await Promise.all([
    ctx.loaders.isWorkspaceAdmin.load(key),
    holdsProjectIn(ctx.services.db, viewer.userId, workspaceId),
  ]);
  return { isAdmin, seesProject };
}

/** A workspace the viewer may see, with their place in it; null when there is none. */
export async function reachedWorkspace(ctx: RequestContext, workspaceId: string) {
  const workspace = await ctx.loaders.workspace.load(workspaceId);
  if (!workspace) return null;
  const access = await workspaceAccess(ctx, workspaceId);
  return canSeeWorkspace(ctx.viewer, access) ? { workspace, access } : null;
}

/** The viewer's rights on a workspace: only whether they are its Admin counts. */
export async function workspaceRights(ctx: RequestContext, workspaceId: string) {
  const viewer = ctx.viewer;
  const isAdmin =
    viewer !== null &&
    (await ctx.loaders.isWorkspaceAdmin.load(pairKey(workspaceId, viewer.userId)));
  return workspaceAllowedTo(viewer, { isAdmin, seesProject: false });
}
