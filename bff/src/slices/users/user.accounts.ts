import { newId } from '@rushes/events';
import type { Accounts } from '../../auth/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { decided } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { createFirstSuperuser } from './first-superuser.bootstrap.ts';
import { userCommands } from './user.binding.ts';
import { findUserByEmail, findUserForLogin, findUsersByIds, hasAnyUser } from './user.queries.ts';

/**
 * The users slice as the session routes see it (the invitations slice adds its links, the factors
 * slice the second factors).
 */
export const userAccounts = (
  services: Services,
): Omit<Accounts, 'invitation' | 'acceptInvitation' | 'secondFactors'> => ({
  findForLogin: (email) => findUserForLogin(services.db, email),
  // A deleted user's token is refused at once, even before their sessions' end is heard.
  find: async (id) => (await findUsersByIds(services.db, [id])).find((user) => !user.deletedAt),
  anyExists: () => hasAnyUser(services.db),
  findForProvider: (email) => findUserByEmail(services.db, email),
  async inviteFromProvider({ email, name }, request) {
    const userId = newId('user', 'sso');
    const command = { type: 'InviteUser' as const, userId, email, name };
    decided(
      await userCommands.run(services, { ...request, actor: { kind: 'system' } }, userId, command),
    );
    return userId;
  },
  async joinThroughProvider(userId, request) {
    const origin = { ...request, actor: { kind: 'user' as const, id: userId } };
    const command = { type: 'JoinThroughProvider' as const, userId };
    decided(await userCommands.run(services, origin, userId, command));
  },
  createFirstSuperuser: (input) => createFirstSuperuser(services, input),
  async changePassword({ userId, password, via }, origin) {
    const passwordHash = await hashPassword(password);
    const command = { type: 'ChangePassword' as const, userId, password, passwordHash, via };
    decided(await userCommands.run(services, origin, userId, command));
  },
});
