import { type Kysely, sql } from 'kysely';

// A visit is a share-link visitor's session: opened with the link's token (and its password),
// it reaches only what the link holds until it ends, the link expires or is deleted, or its
// password changes (`password_hash` is the one the visitor gave theirs against). Operational
// state like `session`, which stays the users'. `link_attempt` keeps the password attempts that
// failed, so their limit holds across every BFF and a restart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE visit (
      id uuid PRIMARY KEY,
      link_id uuid NOT NULL,
      email text,
      client_ip text,
      password_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX visit_link_idx ON visit (link_id)`.execute(db);
  await sql`
    CREATE TABLE link_attempt (
      link_id uuid NOT NULL,
      client_ip text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX link_attempt_idx ON link_attempt (link_id, at)`.execute(db);
}
