import { type Kysely, sql } from 'kysely';

// A clip just probed in a folder that keeps imported metadata, waiting to be matched by its reel
// and source timecode now that its timecode is known (metadata.projection, taken by the BFF's
// probed-clip matcher).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE metadata_match_pending (
      version_id uuid PRIMARY KEY,
      asset_id uuid NOT NULL,
      at timestamptz NOT NULL
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE metadata_match_pending`.execute(db);
}
