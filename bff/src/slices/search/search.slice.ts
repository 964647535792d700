import type { Slice } from '../../slice.ts';
import { searchProjection } from './search.projection.ts';
import { searchResolvers } from './search.resolvers.ts';

export const searchSlice: Slice = {
  name: 'search',
  projections: [searchProjection],
  resolvers: [searchResolvers],
};
