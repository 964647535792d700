import { type Kysely, sql } from 'kysely';

// The notification templates' projection: a project's own subject and body, where it has them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE project_template (
      project_id uuid NOT NULL,
      type text NOT NULL,
      contents text NOT NULL,
      PRIMARY KEY (project_id, type)
    )
  `.execute(db);
}
