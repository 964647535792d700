import { type Kysely, sql } from 'kysely';

// A version's review status (version.review_status_set), with who set it and when; none at first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE version
      ADD COLUMN review_status text,
      ADD COLUMN review_status_set_by uuid,
      ADD COLUMN review_status_set_at timestamptz
  `.execute(db);
  // A folder's list filtered by status reaches its assets' newest versions by status.
  await sql`
    CREATE INDEX version_review_status_idx ON version (review_status, asset_id)
      WHERE review_status IS NOT NULL
  `.execute(db);
}
