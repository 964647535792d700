import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

export async function insertSetupToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.insertInto('setupToken').values({ tokenHash }).execute();
}

/** Whether an unused setup token exists: the first administrator is still to be created. */
export async function hasOpenSetupToken(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('setupToken')
    .select('tokenHash')
    .where('usedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isOpenSetupToken(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('setupToken')
    .select('tokenHash')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Locks every open token until the transaction ends and returns their hashes: two setups, even
 * through links printed by different BFFs, cannot both create a first administrator.
 */
export async function lockOpenSetupTokens(trx: Kysely<Database>): Promise<string[]> {
  const rows = await trx
    .selectFrom('setupToken')
    .select('tokenHash')
    .where('usedAt', 'is', null)
    .forUpdate()
    .execute();
  return rows.map((row) => row.tokenHash);
}

/** Spends every setup token: one administrator exists now, and the links must stop working. */
export async function closeSetupTokens(db: Kysely<Database>, at: Date): Promise<void> {
  await db.updateTable('setupToken').set({ usedAt: at }).where('usedAt', 'is', null).execute();
}
