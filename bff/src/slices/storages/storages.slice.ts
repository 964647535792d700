import type { Slice } from '../../slice.ts';
import { storageLoaders } from './storages.loaders.ts';
import { storageResolvers } from './storages.resolvers.ts';

/**
 * The deployment's storages and transfer servers (decision 0126): Storage config for superusers,
 * and whether a workspace's projects have a transfer server. A project's own storage and server
 * are the projects slice's.
 */
export const storagesSlice: Slice = {
  name: 'storages',
  resolvers: [storageResolvers],
  loaders: storageLoaders,
};
