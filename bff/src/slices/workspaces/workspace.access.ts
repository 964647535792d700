import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
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

/** The viewer's rights on a workspace: whether they are its Admin, and whether it is the default. */
export async function workspaceRights(ctx: RequestContext, workspaceId: string) {
  const viewer = ctx.viewer;
  const [isAdmin, workspace] = await Promise.all([
    viewer !== null && ctx.loaders.isWorkspaceAdmin.load(pairKey(workspaceId, viewer.userId)),
    ctx.loaders.workspace.load(workspaceId),
  ]);
  return workspaceAllowedTo(viewer, {
    isAdmin,
    seesProject: false,
    isDefault: workspace?.isDefault === true,
  });
}

/**
 * The workspace a call names, when the viewer may see it (else NOT_FOUND) and holds `right` on
 * it (else FORBIDDEN).
 */
export async function workspaceWith(
  ctx: RequestContext,
  globalId: string,
  right: 'edit' | 'delete' | 'upload',
) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'Workspace', field: 'id' });
  const reached = found(await reachedWorkspace(ctx, id), 'workspace', 'id');
  allow((await workspaceRights(ctx, id))[right]);
  return reached.workspace;
}

/** The workspace a mutation just wrote, as its read model holds it now. */
export const writtenWorkspace = async (ctx: RequestContext, workspaceId: string) =>
  written(await ctx.loaders.workspace.load(workspaceId));
