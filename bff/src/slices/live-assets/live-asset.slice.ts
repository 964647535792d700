import type { Slice } from '../../slice.ts';
import { liveAssetResolvers } from './live-asset.resolvers.ts';

/**
 * Live assets (decision 0137): created in a folder with a stream key, fed from set through the
 * ingest server, recorded as versions. Their read model is the assets'.
 */
export const liveAssetsSlice: Slice = {
  name: 'live-assets',
  resolvers: [liveAssetResolvers],
};
