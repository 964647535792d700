import type { Slice } from '../../slice.ts';
import { metadataProjection } from './metadata.projection.ts';
import { metadataImportResolvers } from './metadata-import.resolvers.ts';
import { startProbedClipMatcher } from './probed-clip-matcher.ts';

/**
 * The metadata files imported into a folder: their records are kept for the folder's clips, and
 * a clip gets the one naming it when it is uploaded, imported or probed.
 */
export const metadataImportSlice: Slice = {
  name: 'metadata-import',
  projections: [metadataProjection],
  resolvers: [metadataImportResolvers],
  background: (services) => {
    const matcher = startProbedClipMatcher(services);
    return () => matcher.stop();
  },
};
