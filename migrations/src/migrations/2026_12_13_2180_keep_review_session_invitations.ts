import { type Kysely, sql } from 'kysely';

// Whom a review session's participants invited (decision 0149), for the invitees' inboxes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_session_invitation (
      session_id uuid NOT NULL REFERENCES review_session (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      invited_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX review_session_invitation_user_idx ON review_session_invitation (user_id)`.execute(
    db,
  );
}
