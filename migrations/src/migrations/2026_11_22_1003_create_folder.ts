import { type Kysely, sql } from 'kysely';

// Folder names sort the way people read them, whatever their language: ICU's root locale with
// numbers compared as numbers ('Day 2' before 'Day 10'). The collation is deterministic, so keyset
// pagination on (name, id) holds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE COLLATION rushes_name (provider = icu, locale = 'und-u-kn')`.execute(db);
  await sql`
    CREATE TABLE folder (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      parent_id uuid,
      name text COLLATE rushes_name NOT NULL,
      created_at timestamptz NOT NULL,
      modified_at timestamptz NOT NULL,
      created_by uuid
    )
  `.execute(db);
  await sql`CREATE INDEX folder_parent_idx ON folder (parent_id, name, id)`.execute(db);
  await sql`CREATE INDEX folder_project_idx ON folder (project_id)`.execute(db);
}
