import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job (
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      folder_id uuid NOT NULL,
      asset_id uuid NOT NULL,
      version_id uuid NOT NULL,
      name text NOT NULL,
      type text NOT NULL,
      state text NOT NULL,
      progress integer NOT NULL,
      reason text,
      attempt integer NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      created_by uuid
    )
  `.execute(db);
  await sql`CREATE INDEX job_creator_idx ON job (created_by, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX job_version_idx ON job (version_id)`.execute(db);
}
