import { type Kysely, sql } from 'kysely';

// A failed attempt counts in its subject's run (every client's wrong guesses since the last right
// one) until a right guess ends the run; the guesser's own failures still count for its pair and
// its client. Existing rows are in their runs, as before every right guess forgot them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE failed_attempt ADD COLUMN in_run boolean NOT NULL DEFAULT true`.execute(db);
  await sql`CREATE INDEX failed_attempt_pair_idx ON failed_attempt (scope, subject, client_ip, at)`.execute(
    db,
  );
}
