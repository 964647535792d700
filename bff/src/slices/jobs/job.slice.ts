import type { Slice } from '../../slice.ts';
import { jobFoldersLive, jobsLive } from './job.live.ts';
import { jobLoaders } from './job.loaders.ts';
import { jobsProjection } from './job.projection.ts';
import { jobNode, jobResolvers } from './job.resolvers.ts';

export const jobsSlice: Slice = {
  name: 'jobs',
  projections: [jobsProjection],
  resolvers: [jobResolvers],
  loaders: jobLoaders,
  nodes: { Job: jobNode },
  live: [jobsLive, jobFoldersLive],
};
