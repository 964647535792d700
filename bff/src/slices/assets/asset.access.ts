import type { RequestContext } from '../../request-context.ts';
import { visibleProject } from '../projects/project.access.ts';

/** An asset the viewer may see: in a project they may see, with its first version added. */
export async function visibleAsset(ctx: RequestContext, assetId: string) {
  const asset = await ctx.loaders.asset.load(assetId);
  if (!asset?.newestVersionId) return null;
  const project = await visibleProject(ctx, asset.projectId);
  return project ? { asset, project } : null;
}

/** A version of an asset the viewer may see. */
export async function visibleVersion(ctx: RequestContext, versionId: string) {
  const version = await ctx.loaders.version.load(versionId);
  return version && (await visibleAsset(ctx, version.assetId)) ? version : null;
}
