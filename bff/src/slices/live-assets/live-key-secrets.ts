import type { Database } from '@rushes/migrations';
import type { Sealer } from '@rushes/runtime';
import { type Kysely, sql } from 'kysely';
import { hashSecretToken, newSecretToken } from '../../auth/secret-token.ts';

/** What starts every stream key: secret scanners find it, and people tell it from a password. */
const STREAM_KEY_PREFIX = 'live_';
/** SRT passphrases are 10 to 79 characters: 32 base64url characters carry 192 bits. */
const SRT_PASSPHRASE_LENGTH = 32;

type Db = Kysely<Database>;

/** A stream key as it is shown once: the key, and its SRT port and passphrase when it has one. */
export interface IssuedKey {
  streamKey: string;
  srt: { port: number; passphrase: string } | null;
}

export interface LiveKeyOptions {
  /** The UDP ports SRT feeds may take; null for no SRT. */
  srtPorts: { from: number; to: number } | null;
  /** Seals SRT passphrases, which the ingest server must open to listen with them. */
  sealer: Sealer;
}

/** The lowest port of the range no key in force holds; null when all are taken. */
async function freeSrtPort(trx: Db, range: { from: number; to: number }) {
  const taken = await trx.selectFrom('liveKeySecret').select('srtPort').execute();
  const held = new Set(taken.map((row) => row.srtPort));
  for (let port = range.from; port <= range.to; port++) if (!held.has(port)) return port;
  return null;
}

/**
 * A fresh stream key for the Live asset's key `keyId`, replacing the asset's: its sha256 stored
 * where the ingest server looks feeds up (`live_key_secret`), with a free SRT port and a sealed
 * passphrase for it. The key and the passphrase are answered once and kept nowhere in the clear.
 */
export async function issueStreamKey(
  db: Db,
  options: LiveKeyOptions,
  assetId: string,
  keyId: string,
): Promise<IssuedKey> {
  const streamKey = `${STREAM_KEY_PREFIX}${newSecretToken()}`;
  const passphrase = newSecretToken().slice(0, SRT_PASSPHRASE_LENGTH);
  const srtPort = await db.transaction().execute(async (trx) => {
    // One issue at a time picks a port (the unique port would refuse a second taker anyway).
    await sql`LOCK TABLE live_key_secret IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    await trx.deleteFrom('liveKeySecret').where('assetId', '=', assetId).execute();
    const port = options.srtPorts ? await freeSrtPort(trx, options.srtPorts) : null;
    await trx
      .insertInto('liveKeySecret')
      .values({
        ...{ keyId, assetId, secretHash: hashSecretToken(streamKey), srtPort: port },
        srtPassphraseSealed: port === null ? null : options.sealer.seal(passphrase),
      })
      .execute();
    return port;
  });
  return { streamKey, srt: srtPort === null ? null : { port: srtPort, passphrase } };
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
