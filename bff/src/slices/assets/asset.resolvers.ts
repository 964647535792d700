import type { IResolvers, MercuriusContext } from 'mercurius';
import { type PageArgs, pageRequest, toConnection } from '../../graphql/connection.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import { signedIn, visibleProject } from '../access.ts';
import { textAndId } from '../cursor-keys.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { loadersOf } from '../loaders.ts';
import { assetAllowedTo } from '../policy.ts';
import { mediaLoadersOf } from './asset.loaders.ts';
import { type AssetRow, assetKey, listFolderAssets, type VersionRow } from './asset.queries.ts';

type Ctx = MercuriusContext;

/** An asset the viewer may see: in a project they may see, with its first version added. */
export async function visibleAsset(ctx: GraphQLContext, assetId: string) {
  const asset = await mediaLoadersOf(ctx).asset.load(assetId);
  if (!asset?.newestVersionId) return null;
  const project = await visibleProject(ctx, asset.projectId);
  return project ? { asset, project } : null;
}

/** A version of an asset the viewer may see. */
export async function visibleVersion(ctx: GraphQLContext, versionId: string) {
  const version = await mediaLoadersOf(ctx).version.load(versionId);
  return version && (await visibleAsset(ctx, version.assetId)) ? version : null;
}

export const assetResolvers = {
  Query: {
    async asset(_root: unknown, args: { id: string }, ctx: Ctx) {
      signedIn(ctx);
      return (await visibleAsset(ctx, fromGlobalId(args.id, { type: 'Asset' }).id))?.asset ?? null;
    },
  },
  Folder: {
    async assets(folder: FolderRow, args: PageArgs, ctx: Ctx) {
      const page = pageRequest(args, { fallback: 100, max: 1000, keyLength: 2 });
      const after = textAndId(page.after);
      const rows = await listFolderAssets(ctx.services.db, folder.id, {
        limit: page.limit + 1,
        after,
      });
      return toConnection(rows, page, assetKey);
    },
  },
  Asset: {
    id: (asset: AssetRow) => toGlobalId('Asset', asset.id),
    type: (asset: AssetRow) => asset.type.toUpperCase(),
    project: (asset: AssetRow, _: unknown, ctx: Ctx) =>
      loadersOf(ctx).project.load(asset.projectId),
    folder: (asset: AssetRow, _: unknown, ctx: Ctx) => loadersOf(ctx).folder.load(asset.folderId),
    createdBy: (asset: AssetRow, _: unknown, ctx: Ctx) =>
      asset.createdBy ? loadersOf(ctx).user.load(asset.createdBy) : null,
    newestVersion: (asset: AssetRow, _: unknown, ctx: Ctx) =>
      asset.newestVersionId ? mediaLoadersOf(ctx).version.load(asset.newestVersionId) : null,
    versions: (asset: AssetRow, _: unknown, ctx: Ctx) =>
      mediaLoadersOf(ctx).versionsOf.load(asset.id),
    async allowedTo(asset: AssetRow, _: unknown, ctx: Ctx) {
      return assetAllowedTo(ctx.viewer, await loadersOf(ctx).project.load(asset.projectId));
    },
  },
} satisfies IResolvers;

/** `node(id)` for an Asset or a Version: only inside a project the viewer may see. */
export const assetNode = async (ctx: GraphQLContext, id: string): Promise<AssetRow | null> =>
  (await visibleAsset(ctx, id))?.asset ?? null;

export const versionNode = (ctx: GraphQLContext, id: string): Promise<VersionRow | null> =>
  visibleVersion(ctx, id);
