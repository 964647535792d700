import { type Kysely, sql } from 'kysely';

// A project's collections (decision 0125): named, saved searches whose assets are those of the
// project that match their definition now. A share link may share one instead of folders and
// assets (`share_link.collection_id`).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE collection (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      name text NOT NULL COLLATE rushes_name,
      definition text NOT NULL,
      created_by uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX collection_project_idx ON collection (project_id, name, id)`.execute(db);
  await sql`ALTER TABLE share_link ADD COLUMN collection_id uuid`.execute(db);
}
