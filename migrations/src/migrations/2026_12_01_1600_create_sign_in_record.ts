import { type Kysely, sql } from 'kysely';

// The sign-ins projection: each sign-in of a user and each refused one at their address, from
// the log's `user.signed_in` and `sign_in.failed`, for the account's recent sign-ins.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sign_in_record (
      user_id uuid NOT NULL,
      at timestamptz NOT NULL,
      outcome text NOT NULL,
      client_ip text,
      user_agent text
    )
  `.execute(db);
  await sql`CREATE INDEX sign_in_record_user_idx ON sign_in_record (user_id, at DESC)`.execute(db);
}
