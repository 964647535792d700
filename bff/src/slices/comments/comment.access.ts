import type { CommentAuthor } from '@rushes/events';
import { appError } from '../../errors.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import type { RequestContext } from '../../request-context.ts';
import { allow } from '../access.ts';
import { mayComment, visibleAsset, visibleVersion } from '../assets/asset.access.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import { canComment, commentAllowedTo } from '../policy.ts';
import type { RepliedComment } from './comment.decider.ts';
import type { CommentRow } from './comment.queries.ts';

/** A comment with its project, when the viewer may read the comments of its asset. */
export async function visibleComment(ctx: RequestContext, commentId: string) {
  const comment = await ctx.loaders.comment.load(commentId);
  const asset = comment && (await visibleAsset(ctx, comment.assetId));
  return comment && asset && (await mayComment(ctx, asset.asset.id))
    ? { comment, project: asset.project, access: asset.access }
    : null;
}

/** Whether the viewer may read the comments of the assets the folder holds itself. */
export async function mayReadFolderComments(ctx: RequestContext, folderId: string) {
  const reached = await reachedFolder(ctx, folderId);
  return reached !== null && canComment(ctx.viewer, reached.access, reached.path);
}

/**
 * Who writes a new comment: the signed-in user, the share link's visitor with the e-mail they
 * gave, or a machine's API token; UNAUTHENTICATED for nobody.
 */
export function commentAuthor(ctx: RequestContext): CommentAuthor {
  if (ctx.viewer) return { kind: 'user', userId: ctx.viewer.userId };
  if (ctx.machine) return { kind: 'token', tokenId: ctx.machine.tokenId };
  if (!ctx.visitor) throw appError('UNAUTHENTICATED');
  const { linkId, visitId, email } = ctx.visitor;
  return { kind: 'visitor', linkId, visitId, email };
}

/** What tells one author's comments apart from another's in their ids. */
export function authorKey(author: CommentAuthor): string {
  switch (author.kind) {
    case 'user':
      return author.userId;
    case 'visitor':
      return author.visitId;
    case 'token':
      return author.tokenId;
  }
}

/** The comment a global id names, when visible; otherwise NOT_FOUND. */
export async function namedComment(ctx: RequestContext, globalId: string) {
  const { id } = fromGlobalId(globalId, { type: 'Comment' });
  const found = await visibleComment(ctx, id);
  if (!found) throw appError('NOT_FOUND', { field: 'id', entity: 'comment' });
  return found;
}

/** The viewer's rights on a comment they may read (none on one out of reach). */
export async function commentRights(ctx: RequestContext, comment: CommentRow) {
  const found = await visibleComment(ctx, comment.id);
  if (!found) return { edit: false, delete: false };
  const { createdBy, annotation } = comment;
  return commentAllowedTo(
    ctx.viewer,
    { createdBy, isAnnotation: annotation !== null },
    found.access,
  );
}

/** The version a new comment goes on: visible (else NOT_FOUND) and open to the viewer's comments. */
export async function commentableVersion(ctx: RequestContext, versionGlobalId: string) {
  const { id } = fromGlobalId(versionGlobalId, { type: 'Version', field: 'versionId' });
  const version = await visibleVersion(ctx, id);
  if (!version) throw appError('NOT_FOUND', { field: 'versionId', entity: 'version' });
  allow(await mayComment(ctx, version.assetId));
  return version;
}

/** What a reply's decision needs of the comment it answers (undefined when there is none). */
export async function repliedComment(
  ctx: RequestContext,
  replyTo: string,
): Promise<{ commentId: string; found: RepliedComment | undefined }> {
  const { id } = fromGlobalId(replyTo, { type: 'Comment', field: 'replyTo' });
  const row = await ctx.loaders.comment.load(id);
  const found = row && {
    id: row.id,
    versionId: row.versionId,
    parentId: row.parentId,
    deleted: row.deleted,
  };
  return { commentId: id, found };
}

/** The asset whose comments a subscriber follows: visible (else NOT_FOUND) and commentable. */
export async function followedAsset(ctx: RequestContext, assetGlobalId: string) {
  const { id } = fromGlobalId(assetGlobalId, { type: 'Asset', field: 'assetId' });
  const found = await visibleAsset(ctx, id);
  if (!found) throw appError('NOT_FOUND', { field: 'assetId', entity: 'asset' });
  allow(await mayComment(ctx, found.asset.id));
  return found.asset;
}
