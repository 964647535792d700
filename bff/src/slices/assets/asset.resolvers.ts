import { extensionOf, isArchiveFile } from '@rushes/events';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { pageRequest, toConnection } from '../../graphql/connection.ts';
import { fromGlobalId, toGlobalId } from '../../graphql/global-id.ts';
import type { FolderAssetsArgs, QueryAssetArgs } from '../../graphql/schema-types.generated.ts';
import type { RequestContext } from '../../request-context.ts';
import { found, signedInOrVisiting } from '../access.ts';
import { textAndId } from '../cursor-keys.ts';
import { reachedFolder } from '../folders/folder.access.ts';
import type { FolderRow } from '../folders/folder.queries.ts';
import { metadataEntries } from '../metadata/slate.ts';
import { canSeeAsset } from '../policy.ts';
import { assetRights, visibleAsset, visibleVersion } from './asset.access.ts';
import {
  type AssetRow,
  assetKey,
  assetSort,
  isPositionOf,
  listFolderAssets,
  type VersionRow,
} from './asset.queries.ts';

type Ctx = MercuriusContext;

/** The read model and the events write a status in lower case; GraphQL names it in upper case. */
export const statusOfGraphql = (status: string | null | undefined) => status?.toLowerCase() ?? null;

/** The folder's assets the viewer sees: none in a folder they only pass through. */
async function seesAssetsOf(ctx: Ctx, folderId: string) {
  const reached = await reachedFolder(ctx, folderId);
  return reached !== null && canSeeAsset(ctx.viewer, reached.access, reached.path);
}

/** Whether the viewer sees a slated (or circled, or reviewed) take in the folder. */
const folderHas =
  (what: 'hasSlates' | 'hasCircledTakes' | 'hasReviewStatuses') =>
  async (folder: FolderRow, _: unknown, ctx: Ctx) =>
    (await seesAssetsOf(ctx, folder.id)) && (await ctx.loaders.folderTakes.load(folder.id))[what];

/** A folder's order by content (spec §4): by slate when an asset has one, else by name. */
const byContent = async (ctx: Ctx, folderId: string) =>
  (await ctx.loaders.folderTakes.load(folderId)).hasSlates ? 'SCENE_TAKE_ASC' : 'NAME_ASC';

export const assetResolvers = {
  Query: {
    async asset(_root: unknown, args: QueryAssetArgs, ctx: Ctx) {
      signedInOrVisiting(ctx);
      return (await visibleAsset(ctx, fromGlobalId(args.id, { type: 'Asset' }).id))?.asset ?? null;
    },
  },
  Folder: {
    hasSlates: folderHas('hasSlates'),
    hasCircledTakes: folderHas('hasCircledTakes'),
    hasReviewStatuses: folderHas('hasReviewStatuses'),
    async assets(folder: FolderRow, args: FolderAssetsArgs, ctx: Ctx) {
      const page = pageRequest(args, { fallback: 100, max: 1000, keyLength: 2 });
      if (!(await seesAssetsOf(ctx, folder.id))) return toConnection([], page, assetKey);
      // By a custom field or as asked, else by content.
      const listing = ctx.loaders.customFieldListing;
      const { order: byField, conditions } = await listing(ctx, folder.projectId, args);
      const sort = byField ?? assetSort(args.orderBy ?? (await byContent(ctx, folder.id)));
      const after = textAndId(page.after, isPositionOf(sort.kind));
      const rows = await listFolderAssets(ctx.services.db, folder.id, {
        limit: page.limit + 1,
        after,
        sort,
        filter: args.filter ?? '',
        takes: args.takes ?? {},
        reviewStatus: statusOfGraphql(args.reviewStatus),
        conditions,
      });
      return toConnection(rows, page, assetKey);
    },
  },
  Asset: {
    id: (asset: AssetRow) => toGlobalId('Asset', asset.id),
    type: (asset: AssetRow) => asset.type.toUpperCase(),
    displayName: (asset: AssetRow) => asset.sceneTake ?? asset.name,
    metadata: (asset: AssetRow) => metadataEntries(asset.slate, asset.metadata),
    project: (asset: AssetRow, _: unknown, ctx: Ctx) => ctx.loaders.project.load(asset.projectId),
    // Seen with the asset, except by the visitor of a link sharing the asset alone.
    folder: async (asset: AssetRow, _: unknown, ctx: Ctx) =>
      found((await reachedFolder(ctx, asset.folderId))?.folder, 'folder'),
    createdBy: (asset: AssetRow, _: unknown, ctx: Ctx) =>
      asset.createdBy ? ctx.loaders.user.load(asset.createdBy) : null,
    newestVersion: (asset: AssetRow, _: unknown, ctx: Ctx) =>
      asset.newestVersionId ? ctx.loaders.version.load(asset.newestVersionId) : null,
    versions: (asset: AssetRow, _: unknown, ctx: Ctx) => ctx.loaders.versionsOf.load(asset.id),
    allowedTo: (asset: AssetRow, _: unknown, ctx: Ctx) => assetRights(ctx, asset.id),
    async archiveFormat(asset: AssetRow, _: unknown, ctx: Ctx) {
      const version =
        asset.newestVersionId && (await ctx.loaders.version.load(asset.newestVersionId));
      return version && isArchiveFile(version.filename) ? extensionOf(version.filename) : null;
    },
  },
} satisfies IResolvers;

/** `node(id)` for an Asset or a Version: only inside a project the viewer may see. */
export const assetNode = async (ctx: RequestContext, id: string): Promise<AssetRow | null> =>
  (await visibleAsset(ctx, id))?.asset ?? null;

export const versionNode = (ctx: RequestContext, id: string): Promise<VersionRow | null> =>
  visibleVersion(ctx, id);
