import type { Slice } from '../../slice.ts';
import { invitationMutations } from './invitation.mutations.ts';
import { invitationAccounts } from './invitation.ts';

/**
 * Invitations: `inviteUser` and `reinvite` bring people in (user.invited, their access, a mail);
 * the invite routes (`/v2/invite/{token}`) reach the links through the users slice's accounts.
 */
export const invitationsSlice: Slice = {
  name: 'invitations',
  resolvers: [invitationMutations],
  accounts: invitationAccounts,
};
