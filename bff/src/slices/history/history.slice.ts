import type { Slice } from '../../slice.ts';
import { assetHistoryProjection } from './asset-history.projection.ts';
import { folderHistoryProjection } from './folder-history.projection.ts';
import { folderPastResolvers } from './folder-past.resolvers.ts';
import { historyResolvers } from './history.resolvers.ts';

/**
 * Review history (decisions 0144, 0145): an asset as it was at any past moment, folded from its
 * part of the log, the moments it changed, with who changed what, and a folder's assets then.
 */
export const historySlice: Slice = {
  name: 'history',
  projections: [assetHistoryProjection, folderHistoryProjection],
  resolvers: [historyResolvers, folderPastResolvers],
};
