import type { Database } from '@rushes/migrations';
import { type Kysely, sql } from 'kysely';

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
 * Runs `work` holding a PostgreSQL advisory lock, so two setups (even through links printed by
 * different BFFs) cannot both create a first administrator. A lock, not a transaction: an open
 * writing transaction would hold back the embedded log's readers, and the work appends events
 * and waits for their projection.
 */
export function withSetupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext('rushes.setup-token'))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext('rushes.setup-token'))`.execute(connection);
    }
  });
}

/** Spends every setup token: one administrator exists now, and the links must stop working. */
export async function closeSetupTokens(db: Kysely<Database>, at: Date): Promise<void> {
  await db.updateTable('setupToken').set({ usedAt: at }).where('usedAt', 'is', null).execute();
}
