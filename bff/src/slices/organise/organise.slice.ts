import type { Slice } from '../../slice.ts';
import { organiseLive } from './organise.live.ts';
import { organiseResolvers } from './organise.resolvers.ts';

/** Deleting (and, to come, moving and copying) folders and assets: the project's organising. */
export const organiseSlice: Slice = {
  name: 'organise',
  resolvers: [organiseResolvers],
  live: [organiseLive],
};
