import { type Kysely, sql } from 'kysely';

// Review sessions (decision 0146): each session with what its presenter shows now, and who is
// in it, for the viewer that follows and for those who join late.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_session (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      name text NOT NULL,
      asset_ids uuid[] NOT NULL,
      presenter_id uuid NOT NULL,
      started_by jsonb NOT NULL,
      started_at timestamptz NOT NULL,
      ended_at timestamptz,
      shown jsonb,
      shown_at timestamptz,
      seq bigint NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX review_session_project_idx ON review_session (project_id)`.execute(db);
  await sql`
    CREATE TABLE review_session_participant (
      session_id uuid NOT NULL REFERENCES review_session (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      joined_at timestamptz NOT NULL,
      left_at timestamptz,
      PRIMARY KEY (session_id, user_id)
    )
  `.execute(db);
}
