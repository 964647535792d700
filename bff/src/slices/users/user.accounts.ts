import type { Accounts } from '../../auth/accounts.ts';
import type { Services } from '../../services.ts';
import { createFirstSuperuser } from './first-superuser.bootstrap.ts';
import { findUserForLogin, findUsersByIds, hasAnyUser } from './user.queries.ts';

/** The users slice as the session and invite routes see it. */
export const userAccounts = (services: Services): Accounts => ({
  findForLogin: (email) => findUserForLogin(services.db, email),
  find: async (id) => (await findUsersByIds(services.db, [id]))[0],
  anyExists: () => hasAnyUser(services.db),
  createFirstSuperuser: (input) => createFirstSuperuser(services, input),
});
