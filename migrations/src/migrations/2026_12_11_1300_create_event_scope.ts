import { type Kysely, sql } from 'kysely';

// Where the public event feed's resources belong, read from the log: each folder, asset, comment
// and link's project for good (`event_scope_subject`), and each project's workspace from the
// point of the log it was placed there on (`event_scope_project`), so that an event is scoped to
// the workspace its project was in when it happened.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_scope_subject (
      subject text PRIMARY KEY,
      project_id uuid NOT NULL
    )
  `.execute(db);
  await sql`
    CREATE TABLE event_scope_project (
      project_id uuid NOT NULL,
      from_seq bigint NOT NULL,
      workspace_id uuid NOT NULL,
      PRIMARY KEY (project_id, from_seq)
    )
  `.execute(db);
}
