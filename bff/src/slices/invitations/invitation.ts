import type { CommandOrigin } from '@rushes/events';
import type { Accounts } from '../../auth/accounts.ts';
import { claimLink, releaseLink } from '../../auth/one-time-link.queries.ts';
import { hashPassword } from '../../auth/password.ts';
import { hashSecretToken, newSecretToken } from '../../auth/secret-token.ts';
import { publicOrigin } from '../../config.ts';
import { decided } from '../../errors.ts';
import { invitationMail } from '../../mail/invitation.mail.ts';
import type { Services } from '../../services.ts';
import { userCommands } from '../users/user.binding.ts';
import { findUsersByIds } from '../users/user.queries.ts';
import { findOpenInviteToken, replaceInviteTokens } from './invite-token.queries.ts';

/** When a link made at `now` stops working. */
export const inviteExpiry = (now: Date, ttlSeconds: number): Date =>
  new Date(now.getTime() + ttlSeconds * 1000);

/**
 * Opens a new invitation link for a user who has not joined (older links stop working) and mails
 * it to them; resolves once the mail is handed over.
 */
export async function sendInvitation(
  services: Pick<Services, 'db' | 'config' | 'mailer'>,
  invite: {
    user: { id: string; name: string; email: string };
    inviter: string;
    project: string | null;
    now: Date;
  },
): Promise<void> {
  const { db, config, mailer } = services;
  const { user, now } = invite;
  const token = newSecretToken();
  const expiresAt = inviteExpiry(now, config.inviteTtl);
  await replaceInviteTokens(
    db,
    { tokenHash: hashSecretToken(token), userId: user.id, expiresAt },
    now,
  );
  const mail = invitationMail({
    name: user.name,
    email: user.email,
    inviter: invite.inviter,
    project: invite.project,
    origin: publicOrigin(config),
    token,
    validForSeconds: config.inviteTtl,
  });
  await mailer.send({ to: user.email, ...mail });
}

/** The invitee of an open link, who has not joined yet and was not deleted. */
async function invitee(services: Services, userId: string | undefined) {
  if (!userId) return undefined;
  const [user] = await findUsersByIds(services.db, [userId]);
  return user && !user.joinedAt && !user.deletedAt ? user : undefined;
}

/** The invitation links as the invite routes see them. */
export const invitationAccounts = (
  services: Services,
): Pick<Accounts, 'invitation' | 'acceptInvitation'> => ({
  async invitation(token) {
    const userId = await findOpenInviteToken(services.db, hashSecretToken(token), new Date());
    const user = await invitee(services, userId);
    return user && { name: user.name, email: user.email };
  },

  async acceptInvitation(token, answer, request) {
    const now = new Date();
    const tokenHash = hashSecretToken(token);
    const userId = await claimLink(services.db, 'inviteToken', tokenHash, now);
    if (!userId) return undefined;
    const origin: CommandOrigin = { ...request, actor: { kind: 'user', id: userId } };
    const passwordHash = await hashPassword(answer.password);
    const command = { type: 'JoinUser' as const, userId, ...answer, passwordHash };
    const result = await userCommands.run(services, origin, userId, command);
    if (!result.ok) {
      // A refused answer (a short password, no name) leaves the link open for another try; a
      // user who joined or no longer exists has no invitation left.
      const spent = result.error.code === 'STATE_CONFLICT' || result.error.code === 'NOT_FOUND';
      if (spent) return undefined;
      await releaseLink(services.db, 'inviteToken', tokenHash, now);
    }
    decided(result);
    return userId;
  },
});
