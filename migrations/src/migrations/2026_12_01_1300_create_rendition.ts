import { type Kysely, sql } from 'kysely';

// Watermarked renditions (the renditions projection): a version's pictures with a share link's
// watermark burned in, one row per version and watermark, found by its id (derived from both).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE rendition (
      id uuid PRIMARY KEY,
      version_id uuid NOT NULL,
      output_prefix text NOT NULL,
      status text NOT NULL,
      attempt integer NOT NULL,
      percent integer NOT NULL DEFAULT 0,
      master_key text,
      poster_key text,
      download_key text,
      reason text,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
}
