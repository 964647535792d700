import { type CommentAnnotation, newId } from '@rushes/events';
import type { GraphQLResolveInfo } from 'graphql';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { edgeOf } from '../../graphql/connection.ts';
import { toGlobalId } from '../../graphql/global-id.ts';
import type {
  MutationAddCommentArgs,
  MutationRemoveCommentArgs,
  MutationUpdateCommentArgs,
  SubscriptionCommentChangedArgs,
} from '../../graphql/schema-types.generated.ts';
import { seenOnly } from '../../live/seen-only.ts';
import { decideFor, type RequestContext } from '../../request-context.ts';
import { allow, signedInOrVisiting, written } from '../access.ts';
import { mayAnnotate } from '../assets/asset.access.ts';
import { sessionTakingNotes } from '../review-sessions/review-session.access.ts';
import {
  authorKey,
  commentAuthor,
  commentableVersion,
  commentRights,
  followedAsset,
  namedComment,
  repliedComment,
  visibleComment,
} from './comment.access.ts';
import { commentCommands } from './comment.binding.ts';
import type { AddComment } from './comment.decider.ts';
import { type CommentChangedPayload, commentChangedTopic } from './comment.live.ts';
import { type CommentRow, commentKey } from './comment.queries.ts';
import { mentionablePeople } from './mentionable.ts';
import { mentionsIn } from './mentions.ts';

/** How a comment's author shows when neither a user nor an e-mail address names them. */
const GUEST = 'Guest';

/**
 * The author as a reviewer knows them: the user's name, else the API token's, else the visitor's
 * e-mail, else 'Guest'.
 */
export async function authorNameOf(
  ctx: RequestContext,
  comment: Pick<CommentRow, 'createdBy'> &
    Partial<Pick<CommentRow, 'authorTokenId' | 'authorVisitId' | 'authorEmail'>>,
): Promise<string> {
  const user = comment.createdBy && (await ctx.loaders.user.load(comment.createdBy));
  if (user) return user.name;
  const token = comment.authorTokenId && (await ctx.loaders.apiToken.load(comment.authorTokenId));
  if (token) return token.name;
  // A visitor's e-mail is for the project's members and that visitor, not for other visitors.
  const { visitor } = ctx;
  const shown = !visitor || visitor.visitId === comment.authorVisitId;
  return (shown && comment.authorEmail) || GUEST;
}

async function addComment(
  _root: unknown,
  { input }: MutationAddCommentArgs,
  ctx: MercuriusContext,
) {
  const author = commentAuthor(ctx);
  const { id, assetId, projectId } = await commentableVersion(ctx, input.versionId);
  if (input.annotation) allow(await mayAnnotate(ctx, assetId));
  const reply = input.replyTo ? await repliedComment(ctx, input.replyTo) : null;
  const sessionId = input.reviewSessionId
    ? await sessionTakingNotes(ctx, input.reviewSessionId, assetId)
    : null;
  const asset = input.text.includes('@') ? await ctx.loaders.asset.load(assetId) : null;
  const mentions = asset ? mentionsIn(input.text, await mentionablePeople(ctx, asset)) : [];
  const command: AddComment = {
    type: 'AddComment',
    commentId: newId('comment', authorKey(author), input.clientMutationId),
    by: author,
    version: { id, assetId, projectId },
    reply,
    text: input.text,
    position: input.position
      ? { start: input.position.start, end: input.position.end ?? null }
      : null,
    annotation: input.annotation ?? null,
    marker: null,
    carriedFrom: null,
    mentions: mentions.filter((userId) => userId !== ctx.viewer?.userId),
    sessionId,
  };
  await decideFor(ctx, commentCommands, command.commentId, command, input.clientMutationId);
  const comment = written(await ctx.loaders.comment.load(command.commentId));
  const commentEdge = edgeOf(comment, commentKey);
  return { comment, commentEdge, clientMutationId: input.clientMutationId ?? null };
}

async function updateComment(
  _root: unknown,
  { input }: MutationUpdateCommentArgs,
  ctx: MercuriusContext,
) {
  signedInOrVisiting(ctx);
  const { comment: found, access } = await namedComment(ctx, input.id);
  const command = {
    type: 'EditComment' as const,
    commentId: found.id,
    by: ctx.viewer,
    access,
    text: input.text,
  };
  await decideFor(ctx, commentCommands, found.id, command, input.clientMutationId);
  const comment = written(await ctx.loaders.comment.load(found.id));
  return { comment, clientMutationId: input.clientMutationId ?? null };
}

async function removeComment(
  _root: unknown,
  { input }: MutationRemoveCommentArgs,
  ctx: MercuriusContext,
) {
  signedInOrVisiting(ctx);
  const { comment: found, access } = await namedComment(ctx, input.id);
  const command = { type: 'RemoveComment' as const, commentId: found.id, by: ctx.viewer, access };
  await decideFor(ctx, commentCommands, found.id, command, input.clientMutationId);
  const comment = written(await ctx.loaders.comment.load(found.id));
  // the server, not the page, knows whether a reply came in meanwhile
  const keptByReplies =
    !comment.parentId && (await ctx.loaders.replies.load(comment.id)).length > 0;
  const deletedId = keptByReplies ? null : toGlobalId('Comment', comment.id);
  return { comment, deletedId, clientMutationId: input.clientMutationId ?? null };
}

/** The asset's comment changes the subscriber may see. */
const heardChanges = seenOnly<CommentChangedPayload>(
  commentChangedTopic,
  async (payload, ctx) => (await visibleComment(ctx, payload.commentId)) !== null,
);

const commentChanged = {
  // refused at once, before the filtered stream starts
  async subscribe(
    root: unknown,
    args: SubscriptionCommentChangedArgs,
    ctx: MercuriusContext,
    info: GraphQLResolveInfo,
  ) {
    signedInOrVisiting(ctx);
    const asset = await followedAsset(ctx, args.assetId);
    return heardChanges(root, { id: asset.id }, ctx, info);
  },
  async resolve(payload: CommentChangedPayload, _args: unknown, ctx: MercuriusContext) {
    const found = await visibleComment(ctx, payload.commentId);
    return found && { change: payload.change, comment: found.comment };
  },
};

/** A comment's drawing as `Annotation` gives it, its scene as JSON; none once it is deleted. */
export const shownAnnotation = (annotation: CommentAnnotation | null, deleted: boolean) =>
  annotation && !deleted ? { ...annotation, scene: JSON.stringify(annotation.scene) } : null;

export const commentResolvers = {
  Mutation: { addComment, updateComment, removeComment },
  Subscription: { commentChanged },
  Comment: {
    id: (comment: CommentRow) => toGlobalId('Comment', comment.id),
    text: (comment: CommentRow) => (comment.deleted ? '' : comment.text),
    createdBy: (comment: CommentRow, _: unknown, ctx: MercuriusContext) =>
      comment.createdBy ? ctx.loaders.user.load(comment.createdBy) : null,
    authorName: (comment: CommentRow, _: unknown, ctx: MercuriusContext) =>
      authorNameOf(ctx, comment),
    hasPosition: (comment: CommentRow) => comment.start !== null,
    isDeleted: (comment: CommentRow) => comment.deleted,
    isAnnotation: (comment: CommentRow) => comment.annotation !== null,
    annotation: ({ annotation, deleted }: CommentRow) => shownAnnotation(annotation, deleted),
    parent: (comment: CommentRow, _: unknown, ctx: MercuriusContext) =>
      comment.parentId ? ctx.loaders.comment.load(comment.parentId) : null,
    replies: (comment: CommentRow, _: unknown, ctx: MercuriusContext) =>
      comment.parentId ? [] : ctx.loaders.replies.load(comment.id),
    version: (comment: CommentRow, _: unknown, ctx: MercuriusContext) =>
      ctx.loaders.version.load(comment.versionId),
    allowedTo: (comment: CommentRow, _: unknown, ctx: MercuriusContext) =>
      commentRights(ctx, comment),
  },
} satisfies IResolvers;

/** `node(id)` for a Comment: only inside a project the viewer may see. */
export const commentNode = async (ctx: RequestContext, id: string) =>
  (await visibleComment(ctx, id))?.comment ?? null;
