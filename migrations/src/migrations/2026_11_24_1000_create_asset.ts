import { type Kysely, sql } from 'kysely';

// Assets list in their folder by name as people read them (the folders' `rushes_name` collation).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE asset (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      folder_id uuid NOT NULL,
      name text COLLATE rushes_name NOT NULL,
      type text NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid,
      newest_version_id uuid
    )
  `.execute(db);
  await sql`CREATE INDEX asset_folder_idx ON asset (folder_id, name, id)`.execute(db);
  await sql`CREATE INDEX asset_project_idx ON asset (project_id)`.execute(db);
}
