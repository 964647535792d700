import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE project (
      id uuid PRIMARY KEY,
      workspace_id uuid NOT NULL,
      name text NOT NULL,
      manager_id uuid NOT NULL,
      root_folder_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid
    )
  `.execute(db);
  await sql`CREATE INDEX project_newest_idx ON project (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX project_manager_idx ON project (manager_id)`.execute(db);
  await sql`CREATE INDEX project_workspace_idx ON project (workspace_id)`.execute(db);
}
