import { type CommentAuthor, uuidFrom } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { MutationCarryCommentsArgs } from '../../graphql/schema-types.generated.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { allow, found, signedIn } from '../access.ts';
import { reachedAsset } from '../assets/asset.access.ts';
import { commentCommands } from '../comments/comment.binding.ts';
import type { AddComment } from '../comments/comment.decider.ts';
import { type CommentRow, findCarriedComments, markerOf } from '../comments/comment.queries.ts';
import { timedVersion } from '../notes-export/version-timecode.ts';
import { assetAllowedTo } from '../policy.ts';
import { carriedPlace } from './carry-timing.ts';

/** Who wrote a comment, as its row keeps them: a carried comment keeps its author. */
function authorOf(row: CommentRow): CommentAuthor {
  if (row.createdBy) return { kind: 'user', userId: row.createdBy };
  if (row.authorTokenId) return { kind: 'token', tokenId: row.authorTokenId };
  return {
    kind: 'visitor',
    linkId: row.authorLinkId ?? '',
    visitId: row.authorVisitId ?? '',
    email: row.authorEmail,
  };
}

/** A version named by the input, of an asset the viewer may see. */
async function namedVersion(ctx: RequestContext, globalId: string, field: string) {
  const { id } = fromGlobalId(globalId, { type: 'Version', field });
  const version = await ctx.loaders.version.load(id);
  const reached = version && (await reachedAsset(ctx, version.assetId));
  return { version: found(version && reached ? version : null, 'version', field), reached };
}

/**
 * Carries the first comments of a version's threads (those named, or every one not deleted) onto
 * another version of the same asset, each at its place found by `timing`, by its own author,
 * linked to its original. Those who may edit the asset carry; a comment carried before onto the
 * version is not carried again.
 */
async function carryComments(
  _root: unknown,
  { input }: MutationCarryCommentsArgs,
  ctx: MercuriusContext,
) {
  const viewer = signedIn(ctx);
  const from = await namedVersion(ctx, input.fromVersionId, 'fromVersionId');
  const to = await namedVersion(ctx, input.toVersionId, 'toVersionId');
  const reached = found(to.reached, 'version', 'toVersionId');
  allow(assetAllowedTo(viewer, reached.access, reached.path, reached.asset.id).edit);
  if (from.version.assetId !== to.version.assetId) {
    throw appError('VALIDATION_FAILED', { field: 'toVersionId', rule: 'sameAsset' });
  }
  if (from.version.id === to.version.id) {
    throw appError('VALIDATION_FAILED', { field: 'toVersionId', rule: 'otherVersion' });
  }
  const timing = { kind: input.timing ?? 'SAME_FRAME', offset: input.offset ?? 0 };
  if (timing.kind === 'SOURCE_TIMECODE' && !(from.version.timecode && to.version.timecode)) {
    throw appError('VALIDATION_FAILED', { field: 'timing', rule: 'timecode' });
  }
  const video = reached.asset.type === 'Video';
  const chosen = (input.commentIds ?? []).map(
    (commentId) => fromGlobalId(commentId, { type: 'Comment', field: 'commentIds' }).id,
  );
  const originals = await findCarriedComments(ctx.services.db, from.version.id, chosen);
  if (originals.length < new Set(chosen).size) {
    throw appError('NOT_FOUND', { field: 'commentIds', entity: 'comment' });
  }
  let carriedCount = 0;
  let alreadyCarriedCount = 0;
  const notCarried: { comment: CommentRow; reason: string }[] = [];
  for (const original of originals) {
    const place =
      original.start === null
        ? null
        : carriedPlace(
            { start: original.start, end: original.end },
            timedVersion(from.version, video),
            timedVersion(to.version, video),
            timing,
          );
    if (place && 'reason' in place) {
      notCarried.push({ comment: original, reason: place.reason });
      continue;
    }
    const command: AddComment = {
      type: 'AddComment',
      commentId: uuidFrom('carried-comment', to.version.id, original.id),
      by: authorOf(original),
      version: { id: to.version.id, assetId: to.version.assetId, projectId: to.version.projectId },
      reply: null,
      text: original.text,
      position: place,
      annotation: original.annotation && {
        ...original.annotation,
        scene: JSON.stringify(original.annotation.scene),
      },
      marker: markerOf(original),
      carriedFrom: original.id,
    };
    const { events } = await decideFor(ctx, commentCommands, command.commentId, command);
    if (events.length > 0) carriedCount += 1;
    else alreadyCarriedCount += 1;
  }
  return {
    carriedCount,
    alreadyCarriedCount,
    notCarried,
    version: to.version,
    clientMutationId: input.clientMutationId ?? null,
  };
}

export const carryCommentsResolvers = {
  Mutation: { carryComments },
  Comment: {
    carriedFrom: (comment: CommentRow, _: unknown, ctx: MercuriusContext) =>
      comment.carriedFrom ? ctx.loaders.comment.load(comment.carriedFrom) : null,
  },
} satisfies IResolvers;
