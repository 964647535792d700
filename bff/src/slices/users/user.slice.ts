import type { Slice } from '../../slice.ts';
import { bootstrapAdmin } from './first-superuser.bootstrap.ts';
import { userAccounts } from './user.accounts.ts';
import { userLoaders } from './user.loaders.ts';
import { userMutations } from './user.mutations.ts';
import { usersProjection } from './user.projection.ts';
import { userNode, userResolvers } from './user.resolvers.ts';
import { userManagementResolvers } from './user-management.resolvers.ts';

export const usersSlice: Slice = {
  name: 'users',
  projections: [usersProjection],
  resolvers: [userResolvers, userManagementResolvers, userMutations],
  loaders: userLoaders,
  nodes: { User: userNode },
  accounts: userAccounts,
  onStart: async (services) => {
    await bootstrapAdmin(services, services.config);
  },
};
