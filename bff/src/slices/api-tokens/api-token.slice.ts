import type { Slice } from '../../slice.ts';
import { apiTokenLoaders } from './api-token.loaders.ts';
import { apiTokensProjection } from './api-token.projection.ts';
import { apiTokenNode, apiTokenResolvers } from './api-token.resolvers.ts';

/** Machines' API tokens: made, listed and revoked by a workspace's admins and superusers. */
export const apiTokensSlice: Slice = {
  name: 'api-tokens',
  projections: [apiTokensProjection],
  resolvers: [apiTokenResolvers],
  loaders: apiTokenLoaders,
  nodes: { ApiToken: apiTokenNode },
};
