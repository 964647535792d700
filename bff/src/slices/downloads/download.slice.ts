import type { Slice } from '../../slice.ts';
import { downloadMutations } from './download.mutations.ts';
import { downloadRoutes } from './download.routes.ts';

/** Downloads: one file, or a zip of a selection streamed from storage. */
export const downloadsSlice: Slice = {
  name: 'downloads',
  resolvers: [downloadMutations],
  routes: downloadRoutes,
};
