import { createHash } from 'node:crypto';
import type { Database } from '@rushes/migrations';
import type { Kysely } from 'kysely';

/** The Live asset and key a stream key names while it is in force. */
export interface StreamKey {
  keyId: string;
  assetId: string;
}

/** How the BFF stores a stream key (`live_key_secret`): only its sha256, in hex. */
const hashOf = (streamKey: string) => createHash('sha256').update(streamKey, 'utf8').digest('hex');

/** The key a feed was sent with, while it is in force; null for any other name. */
export async function findStreamKey(
  db: Kysely<Database>,
  streamKey: string,
): Promise<StreamKey | null> {
  const row = await db
    .selectFrom('liveKeySecret')
    .select(['keyId', 'assetId'])
    .where('secretHash', '=', hashOf(streamKey))
    .executeTakeFirst();
  return row ?? null;
}

/** Whether the key still lets its feed in (revoking or replacing it deletes its row). */
export async function keyInForce(db: Kysely<Database>, keyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('liveKeySecret')
    .select('keyId')
    .where('keyId', '=', keyId)
    .executeTakeFirst();
  return row !== undefined;
}
