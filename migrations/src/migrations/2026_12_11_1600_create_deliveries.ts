import { type Kysely, sql } from 'kysely';

// A project's integrations and the files they keep for each folder (the deliveries' projection):
// `project_integration` holds the integrations turned on, `delivery_file` each folder's files as
// their last `folder_delivery.updated` names them, and `delivery_pending` the folders whose files
// may have to change, until the BFF's delivery worker takes them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE project_integration (
      project_id uuid NOT NULL,
      integration text NOT NULL,
      enabled_at timestamptz NOT NULL,
      enabled_by uuid,
      PRIMARY KEY (project_id, integration)
    )
  `.execute(db);
  await sql`
    CREATE TABLE delivery_file (
      folder_id uuid NOT NULL,
      integration text NOT NULL,
      kind text NOT NULL,
      project_id uuid NOT NULL,
      name text NOT NULL,
      storage_key text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      sha256 text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (folder_id, integration, kind)
    )
  `.execute(db);
  await sql`CREATE INDEX delivery_file_project_idx ON delivery_file (project_id)`.execute(db);
  await sql`
    CREATE TABLE delivery_pending (
      folder_id uuid PRIMARY KEY,
      project_id uuid NOT NULL,
      seq bigint NOT NULL,
      first_at timestamptz NOT NULL,
      at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX delivery_pending_project_idx ON delivery_pending (project_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE delivery_pending`.execute(db);
  await sql`DROP TABLE delivery_file`.execute(db);
  await sql`DROP TABLE project_integration`.execute(db);
}
