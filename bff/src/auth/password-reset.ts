import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { type Config, publicOrigin } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/password-reset.mail.ts';
import type { Accounts } from './accounts.ts';
import { RESEND_AFTER_MS, resetLinkExpiry } from './password-reset-link.ts';
import {
  deleteStalePasswordResetTokens,
  insertPasswordResetTokenUnlessOpenSince,
} from './password-reset-token.queries.ts';

/** A link's token as the mail carries it and as the table keeps it. */
export interface ResetToken {
  token: string;
  tokenHash: string;
}

/**
 * Opens a reset link for the person with this e-mail, if there is one and no link of the last
 * minute is still open, and mails it to them. Runs after the request has answered, so a known and
 * an unknown address answer alike.
 */
export async function mailPasswordResetLink(
  services: { db: Kysely<Database>; config: Config; mailer: Mailer },
  accounts: Pick<Accounts, 'findForLogin'>,
  request: { email: string; link: ResetToken; now: Date },
): Promise<void> {
  const { db, config, mailer } = services;
  const { link, now } = request;
  const user = await accounts.findForLogin(request.email);
  if (!user) return;
  await deleteStalePasswordResetTokens(db, user.id, now);
  const row = {
    tokenHash: link.tokenHash,
    userId: user.id,
    createdAt: now,
    expiresAt: resetLinkExpiry(now, config.passwordResetTtl),
  };
  const recently = new Date(now.getTime() - RESEND_AFTER_MS);
  if (!(await insertPasswordResetTokenUnlessOpenSince(db, row, recently))) return;
  const mail = passwordResetMail({
    name: user.name,
    email: user.email,
    origin: publicOrigin(config),
    token: link.token,
    validForSeconds: config.passwordResetTtl,
  });
  await mailer.send({ to: user.email, ...mail });
}
