import { type Kysely, sql } from 'kysely';

// API tokens for machines. `api_token` is the read model of their events (name, reach, scopes,
// end, revocation); `api_token_secret` is the BFF's operational state beside it: the sha256 of
// each secret, which the log never holds, and when the token was last used. A comment may be
// signed by a token (`author_token_id`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_token (
      id uuid PRIMARY KEY,
      workspace_id uuid,
      name text NOT NULL,
      scopes text[] NOT NULL,
      expires_at timestamptz,
      created_at timestamptz NOT NULL,
      created_by uuid,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX api_token_workspace_idx ON api_token (workspace_id, created_at)`.execute(
    db,
  );
  await sql`
    CREATE TABLE api_token_secret (
      token_id uuid PRIMARY KEY,
      secret_hash text NOT NULL UNIQUE,
      last_used_at timestamptz
    )
  `.execute(db);
  await sql`ALTER TABLE comment ADD COLUMN author_token_id uuid`.execute(db);
}
