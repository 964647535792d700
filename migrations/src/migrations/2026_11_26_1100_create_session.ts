import { type Kysely, sql } from 'kysely';

// A session is a sign-in: access tokens name it (`sid`), its refresh-token family is the one
// whose `family_id` is its id, and ending it stops both at once. Operational state, not a read
// model: rebuilds leave it alone. Families signed in before this migration become sessions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE session (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX session_user_idx ON session (user_id, expires_at)`.execute(db);
  await sql`
    INSERT INTO session (id, user_id, created_at, expires_at, ended_at)
    SELECT family_id, (array_agg(user_id))[1], min(created_at), max(expires_at),
           CASE WHEN bool_or(revoked_at IS NULL) THEN NULL ELSE max(revoked_at) END
    FROM refresh_token
    GROUP BY family_id
  `.execute(db);
  await sql`
    ALTER TABLE refresh_token ADD CONSTRAINT refresh_token_session_fk
      FOREIGN KEY (family_id) REFERENCES session (id) ON DELETE CASCADE
  `.execute(db);
}
