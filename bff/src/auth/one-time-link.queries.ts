import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** The links Rushes mails (password reset, invitation): hashed, single use, expiring. */
export type LinkTable = 'passwordResetToken' | 'inviteToken';

/**
 * Marks an open link used, in one statement so two uses of it cannot both pass. Returns the
 * user it is for, or undefined when it is unknown, used, replaced or expired.
 */
export async function claimLink(
  db: Db,
  table: LinkTable,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable(table)
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** Gives back a link claimed at `claimedAt` whose answer was refused, so it can be tried again. */
export async function releaseLink(
  db: Db,
  table: LinkTable,
  tokenHash: string,
  claimedAt: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ usedAt: null })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', '=', claimedAt)
    .execute();
}

/** Spends every open link of a user in the table: older mails stop working. */
export async function spendLinksOf(
  db: Db,
  table: LinkTable,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}
