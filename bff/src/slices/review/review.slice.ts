import type { Slice } from '../../slice.ts';
import { reviewStatusResolvers } from './review-status.resolvers.ts';

/** A version's review status: who set it and when, and setting it. */
export const reviewSlice: Slice = {
  name: 'review',
  resolvers: [reviewStatusResolvers],
};
