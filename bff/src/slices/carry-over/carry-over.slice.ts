import type { Slice } from '../../slice.ts';
import { carryCommentsResolvers } from './carry-comments.resolvers.ts';

/**
 * Notes that follow the cut: the comments of one version of an asset carried onto another, at
 * the same frame, moved by an offset, or at the same source timecode.
 */
export const carryOverSlice: Slice = {
  name: 'carry-over',
  resolvers: [carryCommentsResolvers],
};
