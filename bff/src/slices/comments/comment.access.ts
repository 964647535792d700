import { appError } from '../../errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { fromGlobalId } from '../../graphql/global-id.ts';
import { allow, visibleProject } from '../access.ts';
import { visibleAsset, visibleVersion } from '../assets/asset.resolvers.ts';
import { loadersOf } from '../loaders.ts';
import { canComment } from '../policy.ts';
import type { RepliedComment } from './comment.decider.ts';
import { commentLoadersOf } from './comment.loaders.ts';

/** A comment with its project, when the viewer may see that project. */
export async function visibleComment(ctx: GraphQLContext, commentId: string) {
  const comment = await commentLoadersOf(ctx).comment.load(commentId);
  const project = comment && (await visibleProject(ctx, comment.projectId));
  return comment && project ? { comment, project } : null;
}

/** The comment a global id names, when visible; otherwise NOT_FOUND. */
export async function namedComment(ctx: GraphQLContext, globalId: string) {
  const { id } = fromGlobalId(globalId, { type: 'Comment' });
  const found = await visibleComment(ctx, id);
  if (!found) throw appError('NOT_FOUND', { field: 'id', entity: 'comment' });
  return found.comment;
}

/** The version a new comment goes on: visible (else NOT_FOUND) and open to the viewer's comments. */
export async function commentableVersion(ctx: GraphQLContext, versionGlobalId: string) {
  const { id } = fromGlobalId(versionGlobalId, { type: 'Version', field: 'versionId' });
  const version = await visibleVersion(ctx, id);
  if (!version) throw appError('NOT_FOUND', { field: 'versionId', entity: 'version' });
  const project = await loadersOf(ctx).project.load(version.projectId);
  allow(project !== undefined && canComment(ctx.viewer, project));
  return version;
}

/** What a reply's decision needs of the comment it answers (undefined when there is none). */
export async function repliedComment(
  ctx: GraphQLContext,
  replyTo: string,
): Promise<{ commentId: string; found: RepliedComment | undefined }> {
  const { id } = fromGlobalId(replyTo, { type: 'Comment', field: 'replyTo' });
  const row = await commentLoadersOf(ctx).comment.load(id);
  const found = row && {
    id: row.id,
    versionId: row.versionId,
    parentId: row.parentId,
    deleted: row.deleted,
  };
  return { commentId: id, found };
}

/** The asset whose comments a subscriber follows: visible (else NOT_FOUND) and commentable. */
export async function followedAsset(ctx: GraphQLContext, assetGlobalId: string) {
  const { id } = fromGlobalId(assetGlobalId, { type: 'Asset', field: 'assetId' });
  const found = await visibleAsset(ctx, id);
  if (!found) throw appError('NOT_FOUND', { field: 'assetId', entity: 'asset' });
  allow(canComment(ctx.viewer, found.project));
  return found.asset;
}
