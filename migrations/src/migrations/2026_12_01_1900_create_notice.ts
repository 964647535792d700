import { type Kysely, sql } from 'kysely';

// New content and new comments waiting to be mailed to the project's members, one row per file
// or comment; the notice mailer takes a project's rows once they have settled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notice (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      subject_id uuid NOT NULL,
      project_id uuid NOT NULL,
      asset_id uuid NOT NULL,
      actor_id uuid,
      at timestamptz NOT NULL,
      UNIQUE (kind, subject_id)
    )
  `.execute(db);
  await sql`CREATE INDEX notice_project_idx ON notice (project_id, at)`.execute(db);
}
