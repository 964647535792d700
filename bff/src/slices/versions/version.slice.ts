import { mediaRoutes } from '../../media/media.routes.ts';
import type { Slice } from '../../slice.ts';
import { assetVersionResolvers } from './asset-version.resolvers.ts';
import { renditionsProjection } from './rendition.projection.ts';
import { versionResolvers } from './version.resolvers.ts';

/**
 * A version's pictures and playback: its signed URLs, the watermarked renditions visitors of a
 * watermarked link get, and the HLS playlists under `/v2/media`.
 */
export const versionsSlice: Slice = {
  name: 'versions',
  projections: [renditionsProjection],
  resolvers: [versionResolvers, assetVersionResolvers],
  routes: mediaRoutes,
};
