import { type Kysely, sql } from 'kysely';

// A review session's presenter's pointer over the picture (decision 0146), for the followers who
// read the session as each change of it reaches them; and the sessions under way found by their
// assets, as an asset's page lists them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE review_session ADD COLUMN pointer jsonb`.execute(db);
  await sql`
    CREATE INDEX review_session_open_assets_idx ON review_session USING gin (asset_ids)
    WHERE ended_at IS NULL
  `.execute(db);
}
