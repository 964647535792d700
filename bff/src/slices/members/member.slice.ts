import type { Slice } from '../../slice.ts';
import { accessLive } from './access.live.ts';
import { accessChangedResolvers } from './access-changed.resolvers.ts';
import { memberLoaders } from './member.loaders.ts';
import { memberMutations } from './member.mutations.ts';
import { memberResolvers } from './member.resolvers.ts';
import { projectAccessProjection } from './project-access.projection.ts';

/** Who may do what: project members, their roles and folder entries, workspace admins. */
export const membersSlice: Slice = {
  name: 'members',
  projections: [projectAccessProjection],
  resolvers: [memberResolvers, memberMutations, accessChangedResolvers],
  loaders: memberLoaders,
  live: [accessLive],
};
