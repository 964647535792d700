import type { Database } from '@rushes/migrations';
import type { Kysely, Selectable } from 'kysely';

export type RefreshTokenRow = Selectable<Database['refreshToken']>;

export async function insertRefreshToken(
  db: Kysely<Database>,
  row: { id: string; familyId: string; userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('refreshToken').values(row).execute();
}

/** The token row, locked until the transaction ends so two refreshes of it queue up. */
export const findRefreshTokenForUpdate = (
  trx: Kysely<Database>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> =>
  trx
    .selectFrom('refreshToken')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();

export const findRefreshToken = (
  db: Kysely<Database>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> =>
  db.selectFrom('refreshToken').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

export async function markRefreshTokenUsed(
  db: Kysely<Database>,
  id: string,
  at: Date,
): Promise<void> {
  await db.updateTable('refreshToken').set({ usedAt: at }).where('id', '=', id).execute();
}

export async function revokeRefreshFamily(
  db: Kysely<Database>,
  familyId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('refreshToken')
    .set({ revokedAt: at })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Forgets a user's tokens that expired more than a day ago. */
export async function deleteExpiredRefreshTokens(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .deleteFrom('refreshToken')
    .where('userId', '=', userId)
    .where('expiresAt', '<', dayAgo)
    .execute();
}
