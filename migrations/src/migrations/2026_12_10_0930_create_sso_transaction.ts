import { type Kysely, sql } from 'kysely';

// A sign-in through the OpenID provider under way: what its return must match (the state, stored
// as its sha256), the PKCE verifier and the nonce. A row lives ten minutes and is taken once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sso_transaction (
      state_hash text PRIMARY KEY,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      redirect text,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX sso_transaction_expires_idx ON sso_transaction (expires_at)`.execute(db);
}
