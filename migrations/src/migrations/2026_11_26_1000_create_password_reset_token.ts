import { type Kysely, sql } from 'kysely';

// Password reset links of the BFF: session state, not a read model (rebuilds leave it alone).
// Only the sha256 of a link's token is kept; a link works once, until it expires.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE password_reset_token (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX password_reset_token_user_idx ON password_reset_token (user_id)`.execute(
    db,
  );
}
