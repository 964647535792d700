import type { Slice } from '../../slice.ts';
import { roundsProjection } from './rounds.projection.ts';
import { roundResolvers } from './rounds.resolvers.ts';

/**
 * Review rounds (decision 0145): moments of a folder named by those who edit it, and what changed
 * in its assets between any two moments, from their part of the log.
 */
export const roundsSlice: Slice = {
  name: 'rounds',
  projections: [roundsProjection],
  resolvers: [roundResolvers],
};
