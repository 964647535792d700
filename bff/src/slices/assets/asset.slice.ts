import { mediaRoutes } from '../../media/media.routes.ts';
import type { Slice } from '../../slice.ts';
import { assetsLive } from './asset.live.ts';
import { assetLoaders } from './asset.loaders.ts';
import { assetsProjection } from './asset.projection.ts';
import { assetNode, assetResolvers, versionNode } from './asset.resolvers.ts';
import { uploadNode, uploadResolvers } from './upload.resolvers.ts';
import { versionResolvers } from './version.resolvers.ts';

/** Assets, their versions and uploads; the HLS playlists under `/v2/media`. */
export const assetsSlice: Slice = {
  name: 'assets',
  projections: [assetsProjection],
  resolvers: [assetResolvers, versionResolvers, uploadResolvers],
  loaders: assetLoaders,
  nodes: { Asset: assetNode, Version: versionNode, Upload: uploadNode },
  live: [assetsLive],
  routes: mediaRoutes,
};
