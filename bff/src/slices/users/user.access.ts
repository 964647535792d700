import type { RequestContext } from '../../request-context.ts';
import { pairKey } from '../pair-keys.ts';
import { canSeeUser } from '../policy.ts';

/** Whether the policy lets the viewer see all of a user. */
export async function seesUser(ctx: RequestContext, userId: string): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  const [standing, coworker] = await Promise.all([
    ctx.loaders.standing.load(viewer.userId),
    ctx.loaders.coworker.load(pairKey(viewer.userId, userId)),
  ]);
  return canSeeUser(viewer, userId, standing, coworker);
}
