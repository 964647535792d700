import type { Slice } from '../../slice.ts';
import { searchProjection } from './search.projection.ts';

export const searchSlice: Slice = {
  name: 'search',
  projections: [searchProjection],
};
