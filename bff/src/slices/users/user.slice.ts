import type { Slice } from '../../slice.ts';
import { userLoaders } from './user.loaders.ts';
import { usersProjection } from './user.projection.ts';
import { userNode, userResolvers } from './user.resolvers.ts';

export const usersSlice: Slice = {
  name: 'users',
  projections: [usersProjection],
  resolvers: [userResolvers],
  loaders: userLoaders,
  nodes: { User: userNode },
};
