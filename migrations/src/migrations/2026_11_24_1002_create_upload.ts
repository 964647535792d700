import { type Kysely, sql } from 'kysely';

// An upload's id is the id of the version it becomes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE upload (
      id uuid PRIMARY KEY,
      asset_id uuid NOT NULL,
      project_id uuid NOT NULL,
      folder_id uuid NOT NULL,
      filename text NOT NULL,
      size bigint NOT NULL,
      content_type text NOT NULL,
      storage_key text NOT NULL,
      multipart_id text NOT NULL,
      part_size integer NOT NULL,
      part_count integer NOT NULL,
      state text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      created_by uuid
    )
  `.execute(db);
}
