import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { spendLinksOf } from '../../auth/one-time-link.queries.ts';

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
    await spendLinksOf(trx, 'inviteToken', row.userId, now);
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
