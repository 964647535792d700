import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

/** Tokens with their last use (from the BFF's own table beside the read model). */
const withLastUse = (db: Db) =>
  db
    .selectFrom('apiToken')
    .leftJoin('apiTokenSecret', 'apiTokenSecret.tokenId', 'apiToken.id')
    .selectAll('apiToken')
    .select('apiTokenSecret.lastUsedAt');

export type ApiTokenRow = Awaited<ReturnType<typeof findApiTokensByIds>>[number];

/** Tokens by id, revoked ones too. */
export const findApiTokensByIds = (db: Db, ids: readonly string[]) =>
  withLastUse(db).where('apiToken.id', 'in', ids).execute();

/** The tokens of a workspace still in force, or of the whole deployment (null); newest first. */
export const listApiTokens = (db: Db, workspaceId: string | null) =>
  withLastUse(db)
    .where('apiToken.revokedAt', 'is', null)
    .where('apiToken.workspaceId', workspaceId === null ? 'is' : '=', workspaceId)
    .orderBy('apiToken.createdAt', 'desc')
    .orderBy('apiToken.id', 'desc')
    .execute();
