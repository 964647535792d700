import type { Actor } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  AssetAsOfArgs,
  AssetHistoryArgs,
  PastAssetVersionArgs,
  PastVersionCommentsArgs,
} from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import type { AssetRow } from '../assets/asset.queries.ts';
import { authorColumns } from '../comments/comment.projection.ts';
import { authorNameOf, shownAnnotation } from '../comments/comment.resolvers.ts';
import { canSeePast } from '../policy.ts';
import { accessThen } from './access-then.ts';
import { findAssetHistory } from './asset-history.queries.ts';
import { momentsOf } from './asset-moments.ts';
import { pastInstantOf } from './instants.ts';
import { assetAt, type PastAsset, type PastComment, type PastVersion } from './past-asset.ts';
import { type PastPlace, pastReaders } from './readers-then.ts';

type Ctx = MercuriusContext;

/** The most moments one request lists. */
const MAX_MOMENTS = 500;

/** How Rushes names an actor who is not a person or a token. */
const GUEST = 'Guest';
const RUSHES = 'Rushes';

/**
 * The asset as the viewer reaches it now, where the policy lets them see its past at all (as
 * they see it now); null for anyone else: a share link's visitor, an API token.
 */
async function historyFor(ctx: RequestContext, asset: AssetRow) {
  const { viewer } = ctx;
  const reached = await reachedAsset(ctx, asset.id);
  if (!viewer || !reached) return null;
  const { access, path } = reached;
  return canSeePast(viewer, access, access, path, asset.id) ? { viewer, reached } : null;
}

async function asOf(asset: AssetRow, { at }: AssetAsOfArgs, ctx: Ctx) {
  const instant = pastInstantOf(at, 'at');
  const found = await historyFor(ctx, asset);
  if (!found) return null;
  const { viewer, reached } = found;
  const then = await accessThen(ctx, reached.access, asset.projectId, viewer.userId, instant);
  if (!canSeePast(viewer, reached.access, then, reached.path, asset.id)) return null;
  const past = assetAt(await findAssetHistory(ctx.services, asset.id), instant);
  const place: PastPlace = { ...reached, at: instant };
  return past && { ...past, at: new Date(instant), place };
}

export async function actorNameOf(ctx: RequestContext, actor: Actor): Promise<string> {
  if (actor.kind === 'user') return (await ctx.loaders.user.load(actor.id))?.name ?? GUEST;
  if (actor.kind === 'token') return (await ctx.loaders.apiToken.load(actor.id))?.name ?? GUEST;
  return actor.kind === 'link' ? GUEST : RUSHES;
}

async function history(asset: AssetRow, { first }: AssetHistoryArgs, ctx: Ctx) {
  const count = first ?? 100;
  if (count < 0 || count > MAX_MOMENTS) {
    throw appError('VALIDATION_FAILED', { field: 'first', rule: 'range' });
  }
  if (!(await historyFor(ctx, asset))) return [];
  const moments = momentsOf(await findAssetHistory(ctx.services, asset.id)).slice(0, count);
  return Promise.all(
    moments.map(async (moment) => ({
      ...moment,
      at: new Date(moment.at),
      actorName: await actorNameOf(ctx, moment.actor),
    })),
  );
}

type ThreadedComment = PastComment & { replies: PastComment[] };

/** The most threads one version lists at once, as its comments now. */
const MAX_THREADS = 1000;

/**
 * A version's first `first` threads as they showed then: each first comment, in order, with its
 * replies not deleted; a deleted first comment only while replies keep it.
 */
function threadsOf(version: PastVersion, { first }: PastVersionCommentsArgs): ThreadedComment[] {
  const count = first ?? 100;
  if (count < 0 || count > MAX_THREADS) {
    throw appError('VALIDATION_FAILED', { field: 'first', rule: 'range' });
  }
  const replies = new Map<string, PastComment[]>();
  for (const reply of version.comments) {
    if (!reply.parentId || reply.deleted) continue;
    const thread = replies.get(reply.parentId);
    if (thread) thread.push(reply);
    else replies.set(reply.parentId, [reply]);
  }
  return version.comments
    .filter((comment) => !comment.parentId)
    .map((comment) => ({ ...comment, replies: replies.get(comment.id) ?? [] }))
    .filter((thread) => !thread.deleted || thread.replies.length > 0)
    .slice(0, count);
}

export const historyResolvers = {
  Asset: { asOf, history },
  PastAsset: {
    version: (asset: PastAsset, { number }: PastAssetVersionArgs) =>
      asset.versions.find((version) => number == null || version.number === number) ?? null,
    scene: (asset: { slate: { scene?: string } | null }) => asset.slate?.scene ?? null,
    take: (asset: { slate: { take?: string } | null }) => asset.slate?.take ?? null,
    readers: ({ place }: { place: PastPlace }, _args: unknown, ctx: Ctx) => pastReaders(ctx, place),
  },
  PastVersion: {
    version: (version: PastVersion, _args: unknown, ctx: Ctx) =>
      ctx.loaders.version.load(version.id),
    reviewStatus: (version: PastVersion) => version.reviewStatus?.toUpperCase() ?? null,
    comments: (version: PastVersion, args: PastVersionCommentsArgs) => threadsOf(version, args),
  },
  PastComment: {
    commentId: (comment: PastComment) => toGlobalId('Comment', comment.id),
    isDeleted: (comment: PastComment) => comment.deleted,
    hasAnnotation: (comment: PastComment) => comment.annotation !== null,
    annotation: ({ annotation, deleted }: PastComment) => shownAnnotation(annotation, deleted),
    authorName: (comment: PastComment, _args: unknown, ctx: Ctx) =>
      authorNameOf(ctx, authorColumns(comment.author)),
    createdAt: (comment: PastComment) => new Date(comment.createdAt),
    updatedAt: (comment: PastComment) => new Date(comment.updatedAt),
    replies: (comment: PastComment & { replies?: PastComment[] }) => comment.replies ?? [],
  },
} satisfies IResolvers;
