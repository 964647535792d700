import type { Slice } from '../../slice.ts';
import { accountLoaders } from './account.loaders.ts';
import { accountMutations } from './account.mutations.ts';
import { accountResolvers } from './account.resolvers.ts';
import { accountSessionResolvers } from './account-sessions.resolvers.ts';
import { signInsProjection } from './sign-in.projection.ts';

/**
 * The account area: a user's name, e-mail and password (`updateUser`), their preferences
 * (`updateUserSettings`), their projects' notifications (`updateUserProjectSettings`) and where
 * they are signed in (`sessions`, `endSession`). The events are the users' and the project
 * access' own; their projections keep the rows.
 */
export const accountSlice: Slice = {
  name: 'account',
  projections: [signInsProjection],
  resolvers: [accountResolvers, accountMutations, accountSessionResolvers],
  loaders: accountLoaders,
};
