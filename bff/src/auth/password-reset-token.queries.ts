import type { Database } from '@rushes/migrations';
import { type Kysely, type Selectable, sql } from 'kysely';

type Db = Kysely<Database>;
export type PasswordResetTokenRow = Selectable<Database['passwordResetToken']>;

const DAY_MS = 86_400_000;

export const findPasswordResetToken = (
  db: Db,
  tokenHash: string,
): Promise<PasswordResetTokenRow | undefined> =>
  db
    .selectFrom('passwordResetToken')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Stores a new link unless the user has one made after `since` that is still open, and says
 * whether it did. One user's requests take turns (a transaction-scoped advisory lock), so
 * requests arriving together, on one BFF or several, store one link.
 */
export function insertPasswordResetTokenUnlessOpenSince(
  db: Db,
  row: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
  since: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`rushes.password-reset:${row.userId}`}))`.execute(
      trx,
    );
    const open = await trx
      .selectFrom('passwordResetToken')
      .select('tokenHash')
      .where('userId', '=', row.userId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', row.createdAt)
      .where('createdAt', '>', since)
      .limit(1)
      .executeTakeFirst();
    if (open) return false;
    await trx.insertInto('passwordResetToken').values(row).execute();
    return true;
  });
}

/**
 * Marks an open link used, in one statement so two uses of it cannot both pass. Returns the
 * user it is for, or undefined when it is unknown, used or expired.
 */
export async function claimPasswordResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('passwordResetToken')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** Gives back a link claimed at `claimedAt` whose password was refused, so it can be tried again. */
export async function releasePasswordResetToken(
  db: Db,
  tokenHash: string,
  claimedAt: Date,
): Promise<void> {
  await db
    .updateTable('passwordResetToken')
    .set({ usedAt: null })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', '=', claimedAt)
    .execute();
}

/** Spends every open link of a user: once a password is set, older mails stop working. */
export async function spendPasswordResetTokensOf(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('passwordResetToken')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** Forgets a user's links that expired more than a day ago. */
export async function deleteStalePasswordResetTokens(
  db: Db,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('passwordResetToken')
    .where('userId', '=', userId)
    .where('expiresAt', '<', new Date(now.getTime() - DAY_MS))
    .execute();
}
