import { type Kysely, sql } from 'kysely';

// The storage a project's media is kept on (its prefix, '' for the default storage, where every
// project made before storages existed is) and its transfer server (project.created v2,
// project.transfer_server_changed); null for none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE project
      ADD COLUMN storage_prefix text NOT NULL DEFAULT '',
      ADD COLUMN transfer_server text
  `.execute(db);
  // The workspace's Stats tab asks whether any of its projects has a transfer server.
  await sql`
    CREATE INDEX project_transfer_server_idx ON project (workspace_id)
      WHERE transfer_server IS NOT NULL
  `.execute(db);
}
