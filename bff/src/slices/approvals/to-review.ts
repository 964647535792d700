import type { MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import type { QueryToReviewArgs } from '../../graphql/schema-types.generated.ts';
import { signedIn } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { canDecideApproval } from '../policy.ts';
import { findWorkflowsOfMember } from './approvals.queries.ts';
import { findWaiting, type Waiting } from './waiting.ts';

/** The most versions one request lists. */
const MAX_TO_REVIEW = 200;

/** When a stage is due, for the order: the latest first, those without a date after. */
const dueOf = (item: Waiting) =>
  item.stage.dueAt === null ? Number.NEGATIVE_INFINITY : Date.parse(item.stage.dueAt);

/**
 * What waits for the signed-in caller (UNAUTHENTICATED for anyone else): each asset under a
 * workflow of a project they are a member of whose newest version's current stage they review,
 * have not decided in, and may decide in (the policy, asset by asset).
 */
export async function toReview(_root: unknown, args: QueryToReviewArgs, ctx: MercuriusContext) {
  const first = args.first ?? 50;
  if (first < 0 || first > MAX_TO_REVIEW) {
    throw appError('VALIDATION_FAILED', { field: 'first', rule: 'range' });
  }
  const viewer = signedIn(ctx);
  const workflows = await findWorkflowsOfMember(ctx.services.db, viewer.userId);
  const waiting = (await findWaiting(ctx.services.db, workflows)).filter((item) =>
    item.undecided.includes(viewer.userId),
  );
  waiting.sort(
    (a, b) => dueOf(b) - dueOf(a) || b.versionCreatedAt.getTime() - a.versionCreatedAt.getTime(),
  );
  const listed = [];
  for (const item of waiting) {
    if (listed.length === first) break;
    const reached = await reachedAsset(ctx, item.assetId);
    if (!reached) continue;
    const { access, path } = reached;
    if (!canDecideApproval(viewer, access, path, item.assetId, item.reviewerIds)) continue;
    listed.push({ version: await ctx.loaders.version.load(item.versionId), stage: item.stage });
  }
  return listed;
}
