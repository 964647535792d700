import { type Actor, newId } from '@rushes/events';
import type { ReviewRoundRow } from '@rushes/migrations';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type {
  FolderChangeKind,
  FolderChangesArgs,
  MutationMarkReviewRoundArgs,
  MutationRemoveReviewRoundArgs,
} from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { allow, found, signedIn, written } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { findFolderHistories } from '../history/asset-history.queries.ts';
import { folderSeenAt } from '../history/folder-seen.ts';
import { actorNameOf } from '../history/history.resolvers.ts';
import { instantOf, pastInstantOf } from '../history/instants.ts';
import { canMarkRound } from '../policy.ts';
import { summariseChanges } from './change-summary.ts';
import { changesIn, type FolderChange } from './folder-changes.ts';
import { roundCommands } from './rounds.binding.ts';
import { findRound, listRounds } from './rounds.queries.ts';

type Ctx = MercuriusContext;

/** The most changes one request lists. */
const MAX_CHANGES = 500;

async function reviewRounds(folder: FolderRow, _args: unknown, ctx: Ctx) {
  const found = await folderSeenAt(ctx, folder.id, []);
  if (!found) return [];
  return listRounds(
    ctx.services.db,
    found.reached.path.map((node) => node.id),
  );
}

/** Every change of the folder's assets after `from` and up to `to`, the newest first. */
async function changesBetween(ctx: RequestContext, folderId: string, from: number, to: number) {
  const histories = await findFolderHistories(ctx.services, folderId);
  const all = [...histories].flatMap(([assetId, history]) =>
    changesIn(assetId, history, folderId, from, to),
  );
  return all.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.key < b.key ? 1 : -1));
}

/**
 * A notification's [CHANGES]: what changed in the folder's assets since one of its rounds (or a
 * round of a folder above it), where the sender saw the folder then; NOT_FOUND for any other.
 */
export async function changesSinceRound(ctx: RequestContext, folderId: string, roundId: string) {
  const round = await findRound(ctx.services.db, roundId);
  const seen = round && (await folderSeenAt(ctx, folderId, [round.at.getTime()]));
  const onPath = seen?.reached.path.some((node) => node.id === round?.folderId);
  if (!round || !onPath) throw appError('NOT_FOUND', { field: 'sinceRoundId', entity: 'round' });
  const since = await changesBetween(ctx, folderId, round.at.getTime(), Date.now());
  return summariseChanges(round.name, since);
}

async function changes(folder: FolderRow, args: FolderChangesArgs, ctx: Ctx) {
  const now = Date.now();
  const from = instantOf(args.from, 'from');
  const to = args.to == null ? now : pastInstantOf(args.to, 'to', now);
  if (from > to) throw appError('VALIDATION_FAILED', { field: 'from', rule: 'order' });
  const first = args.first ?? 200;
  if (first < 0 || first > MAX_CHANGES) {
    throw appError('VALIDATION_FAILED', { field: 'first', rule: 'range' });
  }
  if (!(await folderSeenAt(ctx, folder.id, [from, to]))) return null;
  const all = await changesBetween(ctx, folder.id, from, to);
  const counts = new Map<FolderChangeKind, number>();
  for (const change of all) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const kinds = args.kinds ? new Set(args.kinds) : null;
  const asked = kinds ? all.filter((change) => kinds.has(change.kind)) : all;
  return {
    from: new Date(from),
    to: new Date(to),
    counts: [...counts].map(([kind, count]) => ({ kind, count })),
    totalCount: asked.length,
    changes: asked.slice(0, first),
  };
}

/** The folder a round is on, where the viewer may mark and remove its rounds. */
async function folderToMark(ctx: RequestContext, folderId: string) {
  const viewer = signedIn(ctx);
  const reached = found(await reachedFolder(ctx, folderId), 'folder', 'folderId');
  allow(canMarkRound(viewer, reached.access, reached.path));
  return { viewer, reached };
}

async function markReviewRound(_root: unknown, { input }: MutationMarkReviewRoundArgs, ctx: Ctx) {
  const { id: folderId } = fromGlobalId(input.folderId, { type: 'Folder', field: 'folderId' });
  const { viewer, reached } = await folderToMark(ctx, folderId);
  const now = new Date();
  const at = input.at == null ? now : new Date(input.at);
  const roundId = newId('round', viewer.userId, input.clientMutationId);
  const command = {
    type: 'MarkRound' as const,
    roundId,
    projectId: reached.folder.projectId,
    folderId,
    name: input.name,
    at: Number.isNaN(at.getTime()) ? String(input.at) : at.toISOString(),
    now: now.toISOString(),
  };
  await decideFor(ctx, roundCommands, folderId, command, input.clientMutationId);
  return {
    round: written(await findRound(ctx.services.db, roundId)),
    folder: reached.folder,
    clientMutationId: input.clientMutationId ?? null,
  };
}

async function removeReviewRound(
  _root: unknown,
  { input }: MutationRemoveReviewRoundArgs,
  ctx: Ctx,
) {
  signedIn(ctx);
  const { id } = fromGlobalId(input.id, { type: 'ReviewRound', field: 'id' });
  const round = await findRound(ctx.services.db, id);
  const reached = round && (await reachedFolder(ctx, round.folderId));
  if (!round || !reached) throw appError('NOT_FOUND', { field: 'id', entity: 'round' });
  await folderToMark(ctx, round.folderId);
  const command = { type: 'RemoveRound' as const, roundId: id };
  await decideFor(ctx, roundCommands, round.folderId, command, input.clientMutationId);
  return {
    deletedId: toGlobalId('ReviewRound', id),
    folder: reached.folder,
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const roundResolvers = {
  Folder: { reviewRounds, changes },
  ReviewRound: {
    id: (round: ReviewRoundRow) => toGlobalId('ReviewRound', round.id),
    folder: (round: ReviewRoundRow, _args: unknown, ctx: Ctx) =>
      reachedFolder(ctx, round.folderId).then((reached) => reached?.folder ?? null),
    markedByName: (round: ReviewRoundRow, _args: unknown, ctx: Ctx) =>
      actorNameOf(ctx, round.markedBy as Actor),
  },
  FolderChange: {
    at: (change: FolderChange) => new Date(change.at),
    actorName: (change: FolderChange, _args: unknown, ctx: Ctx) => actorNameOf(ctx, change.actor),
    asset: async (change: FolderChange, _args: unknown, ctx: Ctx) =>
      (await reachedAsset(ctx, change.assetId)) ? ctx.loaders.asset.load(change.assetId) : null,
    assetName: async (change: FolderChange, _args: unknown, ctx: Ctx) =>
      change.assetName ?? (await ctx.loaders.asset.load(change.assetId))?.name ?? '',
  },
  Mutation: { markReviewRound, removeReviewRound },
} satisfies IResolvers;
