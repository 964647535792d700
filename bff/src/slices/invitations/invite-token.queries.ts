import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/**
 * Opens a new invitation link for the user and spends their older ones: only the newest mail
 * works. Both in one transaction, so two invitations at once leave one link open.
 */
export async function replaceInviteTokens(
  db: Db,
  row: { tokenHash: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('inviteToken')
      .set({ usedAt: now })
      .where('userId', '=', row.userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx.insertInto('inviteToken').values(row).execute();
  });
}

/** The user an open link is for: known, not used nor replaced, not expired. */
export async function findOpenInviteToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('inviteToken')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.userId;
}

/**
 * Marks an open link used, in one statement so two uses of it cannot both pass. Returns the
 * user it is for, or undefined when it is unknown, used, replaced or expired.
 */
export async function claimInviteToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('inviteToken')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** Gives back a link claimed at `claimedAt` whose answer was refused, so it can be tried again. */
export async function releaseInviteToken(db: Db, tokenHash: string, claimedAt: Date) {
  await db
    .updateTable('inviteToken')
    .set({ usedAt: null })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', '=', claimedAt)
    .execute();
}
