import type { Slice } from '../../slice.ts';
import { assetsLive } from './asset.live.ts';
import { assetLoaders } from './asset.loaders.ts';
import { assetsProjection } from './asset.projection.ts';
import { assetNode, assetResolvers, versionNode } from './asset.resolvers.ts';
import { assetModifiedResolvers } from './asset-modified.resolvers.ts';
import { assetRenameResolvers } from './asset-rename.resolvers.ts';
import { folderRandomAssetResolvers } from './folder-random-asset.resolvers.ts';

/**
 * The asset aggregate: assets and their versions as the read model keeps them, a folder's asset
 * list, renaming, and when an asset last changed. What else happens to an asset lives in the
 * slices that build on this one (uploads, versions, review, metadata-import, folder-thumbnails).
 */
export const assetsSlice: Slice = {
  name: 'assets',
  projections: [assetsProjection],
  resolvers: [
    assetResolvers,
    assetRenameResolvers,
    assetModifiedResolvers,
    folderRandomAssetResolvers,
  ],
  loaders: assetLoaders,
  nodes: { Asset: assetNode, Version: versionNode },
  live: [assetsLive],
};
