import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** Stores the hash of a token's new secret; a token has one secret, for good. */
export async function insertApiTokenSecret(db: Db, tokenId: string, secretHash: string) {
  await db.insertInto('apiTokenSecret').values({ tokenId, secretHash }).execute();
}

/**
 * The token a secret's hash names while it works: not revoked, not past its end, and its
 * workspace still there (a token of the whole deployment has none).
 */
export const findLiveApiToken = (db: Db, secretHash: string, now: Date) =>
  db
    .selectFrom('apiTokenSecret')
    .innerJoin('apiToken', 'apiToken.id', 'apiTokenSecret.tokenId')
    .leftJoin('workspace', 'workspace.id', 'apiToken.workspaceId')
    .select(['apiToken.id', 'apiToken.workspaceId', 'apiToken.scopes', 'apiToken.expiresAt'])
    .where('apiTokenSecret.secretHash', '=', secretHash)
    .where('apiToken.revokedAt', 'is', null)
    .where((eb) =>
      eb.and([
        eb.or([eb('apiToken.expiresAt', 'is', null), eb('apiToken.expiresAt', '>', now)]),
        eb.or([eb('apiToken.workspaceId', 'is', null), eb('workspace.id', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();

/** Records that the token was used now. */
export async function markApiTokenUsed(db: Db, tokenId: string, now: Date) {
  await db
    .updateTable('apiTokenSecret')
    .set({ lastUsedAt: now })
    .where('tokenId', '=', tokenId)
    .execute();
}

/** The ids of a workspace's tokens not yet revoked: they stop working with the workspace. */
export async function findWorkspaceApiTokenIds(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('apiToken')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('revokedAt', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
