import type { AuthFactorRow, Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** A factor as the account shows it: its row and when a code was last sent to it. */
export type FactorRow = AuthFactorRow & { triggeredAt: Date | null };

const factors = (db: Db) =>
  db
    .selectFrom('authFactor')
    .leftJoin('smsCode', 'smsCode.factorId', 'authFactor.id')
    .selectAll('authFactor')
    .select('smsCode.sentAt as triggeredAt');

/** A user's factors, the oldest first. */
export const factorsOf = (db: Db, userId: string): Promise<FactorRow[]> =>
  factors(db).where('authFactor.userId', '=', userId).orderBy('authFactor.createdAt').execute();

export const findFactor = (db: Db, id: string): Promise<FactorRow | undefined> =>
  factors(db).where('authFactor.id', '=', id).executeTakeFirst();

/** Which of the users have an active factor. */
export async function usersWithActiveFactors(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('authFactor')
    .select('userId')
    .distinct()
    .where('userId', 'in', userIds)
    .where('isActive', '=', true)
    .execute();
  return new Set(rows.map((row) => row.userId));
}
