import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { canManageApiTokens } from '../policy.ts';
import { reachedWorkspace } from '../workspaces/workspace.access.ts';
import type { ApiTokenRow } from './api-token.queries.ts';

/**
 * The workspace whose tokens a call names (null: the whole deployment), when the viewer may
 * manage them: NOT_FOUND for a workspace they may not see, FORBIDDEN for one they may only see.
 */
export async function tokensOf(ctx: RequestContext, globalId: string | null | undefined) {
  const viewer = signedIn(ctx);
  if (globalId === null || globalId === undefined) {
    allow(canManageApiTokens(viewer, null));
    return null;
  }
  const { id } = fromGlobalId(globalId, { type: 'Workspace', field: 'workspaceId' });
  const reached = found(await reachedWorkspace(ctx, id), 'workspace', 'workspaceId');
  allow(canManageApiTokens(viewer, reached.access));
  return id;
}

/** Whether the viewer may manage the token: its workspace's admins, superusers. */
async function managesToken(ctx: RequestContext, token: ApiTokenRow) {
  if (token.workspaceId === null) return canManageApiTokens(ctx.viewer, null);
  const reached = await reachedWorkspace(ctx, token.workspaceId);
  return reached !== null && canManageApiTokens(ctx.viewer, reached.access);
}

/** A token in force the viewer may manage, or null (a revoked one is out of anyone's reach). */
export async function managedToken(ctx: RequestContext, tokenId: string) {
  const token = await ctx.loaders.apiToken.load(tokenId);
  return token && !token.revokedAt && (await managesToken(ctx, token)) ? token : null;
}

/** The token a call names, when the viewer may manage it; otherwise NOT_FOUND. */
export async function namedToken(ctx: RequestContext, globalId: string) {
  signedIn(ctx);
  const { id } = fromGlobalId(globalId, { type: 'ApiToken', field: 'id' });
  return found(await managedToken(ctx, id), 'apiToken');
}
