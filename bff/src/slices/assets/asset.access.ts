import type { RequestContext } from '../../request-context.ts';
import { pairKey } from '../pair-keys.ts';
import {
  assetAllowedTo,
  canAnnotate,
  canComment,
  canSeeAsset,
  type ProjectAccess,
} from '../policy.ts';
import { reachedProject } from '../projects/project.access.ts';

/**
 * The visitor's place with the asset granted, where their link shares a collection that holds it
 * now (decision 0125); the place as it is otherwise.
 */
async function withSharedAsset(ctx: RequestContext, access: ProjectAccess, assetId: string) {
  const { visitor } = ctx;
  if (!visitor || !access.link) return access;
  const link = await ctx.loaders.link.load(visitor.linkId);
  if (!link?.collectionId) return access;
  const held = await ctx.loaders.collectionHolds.load(pairKey(link.id, assetId));
  return held ? { ...access, link: { ...access.link, assetIds: new Set([assetId]) } } : access;
}

/**
 * An asset the viewer may see (its first version added, its folder open to them), with its
 * project, the viewer's place there and the path to its folder.
 */
export async function reachedAsset(ctx: RequestContext, assetId: string) {
  const asset = await ctx.loaders.asset.load(assetId);
  if (!asset?.newestVersionId) return null;
  const reached = await reachedProject(ctx, asset.projectId);
  if (!reached) return null;
  const access = await withSharedAsset(ctx, reached.access, asset.id);
  const path = await ctx.loaders.folderPath.load(asset.folderId);
  const seen = canSeeAsset(ctx.viewer, access, path, asset.id);
  return seen ? { asset, ...reached, access, path } : null;
}

export const visibleAsset = reachedAsset;

/** A version of an asset the viewer may see. */
export async function visibleVersion(ctx: RequestContext, versionId: string) {
  const version = await ctx.loaders.version.load(versionId);
  return version && (await reachedAsset(ctx, version.assetId)) ? version : null;
}

type Reached = NonNullable<Awaited<ReturnType<typeof reachedAsset>>>;

/** Whether the viewer may draw on the pictures of an asset they reach. */
async function annotates(ctx: RequestContext, { access, path, project, asset }: Reached) {
  const workspace = await ctx.loaders.workspace.load(project.workspaceId);
  return canAnnotate(ctx.viewer, {
    mayComment: canComment(ctx.viewer, access, path, asset.id),
    workspaceAnnotates: workspace?.annotations === true,
  });
}

/** The viewer's rights on an asset (none on one out of reach). */
export async function assetRights(ctx: RequestContext, assetId: string) {
  const reached = await reachedAsset(ctx, assetId);
  if (!reached) {
    const none = { edit: false, delete: false, download: false, share: false, comment: false };
    return { ...none, annotate: false };
  }
  const rights = assetAllowedTo(ctx.viewer, reached.access, reached.path, assetId);
  return { ...rights, annotate: await annotates(ctx, reached) };
}

/** Whether the viewer may draw annotations on the asset's pictures. */
export async function mayAnnotate(ctx: RequestContext, assetId: string): Promise<boolean> {
  const reached = await reachedAsset(ctx, assetId);
  return reached !== null && (await annotates(ctx, reached));
}

/** Whether the viewer may comment on the asset and read its comments. */
export async function mayComment(ctx: RequestContext, assetId: string): Promise<boolean> {
  const reached = await reachedAsset(ctx, assetId);
  return reached !== null && canComment(ctx.viewer, reached.access, reached.path, assetId);
}
