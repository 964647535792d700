import type { Slice } from '../../slice.ts';
import { authFactorsProjection } from './auth-factor.projection.ts';
import { factorLoaders } from './factor.loaders.ts';
import { factorResolvers } from './factors.resolvers.ts';
import { secondFactorsOf } from './second-factors.ts';

/**
 * Second factors (access-and-shell §2, §4): authenticator apps and text messages, activated by a
 * code, and recovery codes. Decisions fold the stream `auth-factors.<userId>`, whose secrets are
 * sealed; the projection keeps the factors without them. The sign-in's REST calls (`factors`,
 * `trigger-factor`, `verify`) reach them through `Accounts.secondFactors`.
 */
export const factorsSlice: Slice = {
  name: 'factors',
  projections: [authFactorsProjection],
  resolvers: [factorResolvers],
  loaders: factorLoaders,
  accounts: (services) => ({ secondFactors: secondFactorsOf(services) }),
};
