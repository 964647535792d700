import { type Kysely, sql } from 'kysely';

// A workspace's branding (workspace.image_set, workspace.image_removed): the storage keys of its
// logo and default project poster, null when it has none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE workspace
      ADD COLUMN logo_key text,
      ADD COLUMN project_poster_key text
  `.execute(db);
}
