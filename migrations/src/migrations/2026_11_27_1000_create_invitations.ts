import { type Kysely, sql } from 'kysely';

// Invitations. An invited user exists before they have a password: the hash is null until they
// join. `invited_at`/`invited_by` say when and by whom, `joined_at` when they accepted (a user
// created with a password joined as they were created). `invite_token` holds the links of the
// invitation mails like `password_reset_token`: session state, not a read model; only the sha256
// of a token is kept, a link works once until it expires, and a newer invitation spends older ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ALTER COLUMN password_hash DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE app_user
      ADD COLUMN invited_at timestamptz,
      ADD COLUMN invited_by uuid,
      ADD COLUMN joined_at timestamptz
  `.execute(db);
  await sql`UPDATE app_user SET joined_at = created_at`.execute(db);
  await sql`
    CREATE TABLE invite_token (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX invite_token_user_idx ON invite_token (user_id)`.execute(db);
}
