import { type Kysely, sql } from 'kysely';

// A Live asset's stream key may also take its feed over SRT (decision 0137): a listener port of
// the ingest server's own and an SRT passphrase, sealed with the secrets key (the ingest server
// must open it to listen; the BFF showed it once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE live_key_secret ADD COLUMN srt_port integer UNIQUE`.execute(db);
  await sql`ALTER TABLE live_key_secret ADD COLUMN srt_passphrase_sealed text`.execute(db);
}
