import { type Kysely, sql } from 'kysely';

// Live assets (decision 0137). `live_key_secret` is the BFF's operational state beside the log,
// as `api_token_secret` is: the sha256 of each stream key in force, which the log never holds;
// the ingest server finds a feed's asset by it. A version is `live` while its feed plays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_key_secret (
      key_id uuid PRIMARY KEY,
      asset_id uuid NOT NULL,
      secret_hash text NOT NULL UNIQUE
    )
  `.execute(db);
  await sql`ALTER TABLE version ADD COLUMN live boolean NOT NULL DEFAULT false`.execute(db);
}
