import { mediaRoutes } from '../../media/media.routes.ts';
import type { Slice } from '../../slice.ts';
import { metadataProjection } from '../metadata/metadata.projection.ts';
import { assetsLive } from './asset.live.ts';
import { assetLoaders } from './asset.loaders.ts';
import { assetsProjection } from './asset.projection.ts';
import { assetNode, assetResolvers, versionNode } from './asset.resolvers.ts';
import { assetModifiedResolvers } from './asset-modified.resolvers.ts';
import { assetRenameResolvers } from './asset-rename.resolvers.ts';
import { assetVersionResolvers } from './asset-version.resolvers.ts';
import { finalizeUploadV2Resolvers } from './finalize-upload-v2.resolvers.ts';
import { folderRandomAssetResolvers } from './folder-random-asset.resolvers.ts';
import { folderThumbnailLive } from './folder-thumbnail.live.ts';
import { folderThumbnailLoaders, folderThumbnailResolvers } from './folder-thumbnail.resolvers.ts';
import { folderTotalsLoaders, folderTotalsResolvers } from './folder-totals.resolvers.ts';
import { metadataImportResolvers } from './metadata-import.resolvers.ts';
import { startProbedClipMatcher } from './probed-clip-matcher.ts';
import { renditionsProjection } from './rendition.projection.ts';
import { reviewStatusResolvers } from './review-status.resolvers.ts';
import { uploadNode, uploadResolvers } from './upload.resolvers.ts';
import { startUploadSweeper } from './upload-sweeper.ts';
import { versionResolvers } from './version.resolvers.ts';

/**
 * Assets, their versions (with the watermarked renditions visitors of a watermarked link get) and
 * uploads, and their review statuses; the metadata files imported with clips (their records kept for each folder's clips);
 * folders' thumbnails (their first asset's, chosen again by Regenerate Thumbnail); the HLS
 * playlists under `/v2/media`. Uploads abandoned for a day are aborted every hour.
 */
export const assetsSlice: Slice = {
  name: 'assets',
  projections: [assetsProjection, renditionsProjection, metadataProjection],
  resolvers: [
    assetResolvers,
    assetRenameResolvers,
    assetModifiedResolvers,
    assetVersionResolvers,
    versionResolvers,
    uploadResolvers,
    finalizeUploadV2Resolvers,
    metadataImportResolvers,
    folderThumbnailResolvers,
    folderTotalsResolvers,
    folderRandomAssetResolvers,
    reviewStatusResolvers,
  ],
  loaders: (db) => ({
    ...assetLoaders(db),
    ...folderThumbnailLoaders(db),
    ...folderTotalsLoaders(db),
  }),
  nodes: { Asset: assetNode, Version: versionNode, Upload: uploadNode },
  live: [assetsLive, folderThumbnailLive],
  routes: mediaRoutes,
  background: (services) => {
    const matcher = startProbedClipMatcher(services);
    const stopSweeper = startUploadSweeper(services.storage, services.logger);
    return async () => {
      await matcher.stop();
      await stopSweeper();
    };
  },
};
