import { type Kysely, sql } from 'kysely';

// When each person's page last followed a review session (decision 0146): operational state, as
// sign-in sessions are, not events. Someone not seen for a while leaves the session, a decision
// that is an event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE review_session_presence (
      session_id uuid NOT NULL,
      user_id uuid NOT NULL,
      seen_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, user_id)
    )
  `.execute(db);
}
