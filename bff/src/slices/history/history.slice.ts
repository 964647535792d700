import type { Slice } from '../../slice.ts';
import { assetHistoryProjection } from './asset-history.projection.ts';
import { historyResolvers } from './history.resolvers.ts';

/**
 * Review history (decision 0144): an asset as it was at any past moment, folded from its part of
 * the log, and the moments it changed, with who changed what.
 */
export const historySlice: Slice = {
  name: 'history',
  projections: [assetHistoryProjection],
  resolvers: [historyResolvers],
};
