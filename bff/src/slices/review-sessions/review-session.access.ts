import type { ReviewSessionRow } from '@rushes/migrations';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { canJoinSession, type ProjectAccess, type SessionAsset } from '../policy.ts';
import { findSession, listParticipants } from './review-session.queries.ts';

/** Assets the viewer reaches, all in one project: with their place there; null otherwise. */
export async function reachedAssets(ctx: RequestContext, assetIds: readonly string[]) {
  const reached = await Promise.all(assetIds.map((id) => reachedAsset(ctx, id)));
  const [first] = reached;
  if (!first || reached.some((one) => one?.project.id !== first.project.id)) return null;
  const assets: SessionAsset[] = reached.flatMap((one) =>
    one ? [{ assetId: one.asset.id, path: one.path }] : [],
  );
  return { project: first.project, access: first.access as ProjectAccess, assets };
}

/** A review session as read, where the viewer may see, join and follow it; null otherwise. */
export async function sessionReached(ctx: RequestContext, session: ReviewSessionRow | undefined) {
  const reached = session && (await reachedAssets(ctx, session.assetIds));
  if (!session || !reached || !canJoinSession(ctx.viewer, reached.access, reached.assets)) {
    return null;
  }
  return { session, ...reached };
}

/** A review session the viewer may see, join and follow, with their place in its project. */
export const reachedSession = async (ctx: RequestContext, sessionId: string) =>
  sessionReached(ctx, await findSession(ctx.services.db, sessionId));

/**
 * The session a comment on `assetId` is made in, as `addComment` names it: one under way that the
 * viewer is in, showing that asset; VALIDATION_FAILED (rule `inSession`) otherwise.
 */
export async function sessionTakingNotes(
  ctx: RequestContext,
  globalId: string,
  assetId: string,
): Promise<string> {
  const { id } = fromGlobalId(globalId, { type: 'ReviewSession', field: 'reviewSessionId' });
  const reached = await reachedSession(ctx, id);
  const userId = ctx.viewer?.userId;
  const taking =
    reached &&
    userId &&
    !reached.session.endedAt &&
    reached.session.assetIds.includes(assetId) &&
    (await listParticipants(ctx.services.db, id)).some((row) => row.userId === userId);
  if (!taking) throw appError('VALIDATION_FAILED', { field: 'reviewSessionId', rule: 'inSession' });
  return id;
}
