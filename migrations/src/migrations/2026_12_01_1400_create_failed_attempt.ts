import { type Kysely, sql } from 'kysely';

// Failed attempts at what a guess could open: a password of an account or of a share link, a
// refresh token, an invitation. Each is kept for the limits' window, so a limit holds across every
// BFF and a restart. It takes over from `link_attempt` (its rows are short-lived: none are moved).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE failed_attempt (
      scope text NOT NULL,
      subject text NOT NULL,
      client_ip text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX failed_attempt_subject_idx ON failed_attempt (scope, subject, at)`.execute(
    db,
  );
  await sql`CREATE INDEX failed_attempt_client_idx ON failed_attempt (scope, client_ip, at)`.execute(
    db,
  );
  await sql`DROP TABLE link_attempt`.execute(db);
}
