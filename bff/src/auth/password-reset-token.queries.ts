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
