import { type Kysely, sql } from 'kysely';

// Session state of the BFF (not a read model: rebuilds leave it alone).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE refresh_token (
      id uuid PRIMARY KEY,
      family_id uuid NOT NULL,
      user_id uuid NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX refresh_token_family_idx ON refresh_token (family_id)`.execute(db);
  await sql`CREATE INDEX refresh_token_user_idx ON refresh_token (user_id, expires_at)`.execute(db);
  await sql`
    CREATE TABLE setup_token (
      token_hash text PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz
    )
  `.execute(db);
}
