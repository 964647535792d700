import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';
import { hashSecretToken, newSecretToken } from '../../auth/secret-token.ts';

/** What starts every stream key: secret scanners find it, and people tell it from a password. */
const STREAM_KEY_PREFIX = 'live_';

type Db = Kysely<Database>;

/**
 * A fresh stream key for the Live asset's key `keyId`, its sha256 stored where the ingest server
 * looks feeds up (`live_key_secret`); the key itself is kept nowhere.
 */
export async function issueStreamKey(db: Db, assetId: string, keyId: string): Promise<string> {
  const streamKey = `${STREAM_KEY_PREFIX}${newSecretToken()}`;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('liveKeySecret').where('assetId', '=', assetId).execute();
    const secretHash = hashSecretToken(streamKey);
    await trx.insertInto('liveKeySecret').values({ keyId, assetId, secretHash }).execute();
  });
  return streamKey;
}

/** The asset's stream key lets no feed in any more. */
export async function forgetStreamKeys(db: Db, assetId: string): Promise<void> {
  await db.deleteFrom('liveKeySecret').where('assetId', '=', assetId).execute();
}

/** Whether the asset has a stream key in force. */
export async function hasStreamKey(db: Db, assetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('liveKeySecret')
    .select('keyId')
    .where('assetId', '=', assetId)
    .executeTakeFirst();
  return row !== undefined;
}
