import type { Slice } from '../../slice.ts';
import { accountLoaders } from './account.loaders.ts';
import { accountMutations } from './account.mutations.ts';
import { accountResolvers } from './account.resolvers.ts';

/**
 * The account area: a user's name, e-mail and password (`updateUser`), their preferences
 * (`updateUserSettings`) and their projects' notifications (`updateUserProjectSettings`). The
 * events are the users' and the project access' own; their projections keep the rows.
 */
export const accountSlice: Slice = {
  name: 'account',
  resolvers: [accountResolvers, accountMutations],
  loaders: accountLoaders,
};
