import { type Kysely, sql } from 'kysely';

// A review session's summary (decision 0149): the versions shown in it, the comments made in
// it, and whether its summary went by mail.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_session_shown_version (
      session_id uuid NOT NULL REFERENCES review_session (id) ON DELETE CASCADE,
      version_id uuid NOT NULL,
      asset_id uuid NOT NULL,
      first_shown_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, version_id)
    )
  `.execute(db);
  await sql`ALTER TABLE review_session ADD COLUMN summary_mailed_at timestamptz`.execute(db);
  await sql`
    CREATE INDEX review_session_unmailed_idx ON review_session (ended_at)
    WHERE summary_mailed_at IS NULL
  `.execute(db);
  await sql`ALTER TABLE comment ADD COLUMN review_session_id uuid`.execute(db);
  await sql`
    CREATE INDEX comment_review_session_idx ON comment (review_session_id)
    WHERE review_session_id IS NOT NULL
  `.execute(db);
}
