import type { RequestContext } from '../../request-context.ts';
import { canSeeUser } from '../policy.ts';

/** Whether the policy lets the viewer see all of a user. */
export async function seesUser(ctx: RequestContext, userId: string): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  return canSeeUser(viewer, userId, await ctx.loaders.standing.load(viewer.userId));
}
