import { type Kysely, sql } from 'kysely';

// Where each folder was and what it was called after each event that made, renamed, moved,
// copied or deleted it (decision 0145): a folder's past lists the subfolders it held then, by
// the names they had, found by every parent they ever had (`parent_id`, null once deleted).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE folder_history (
      folder_id uuid NOT NULL,
      seq bigint NOT NULL,
      position integer NOT NULL,
      at timestamptz NOT NULL,
      parent_id uuid,
      name text,
      PRIMARY KEY (folder_id, seq, position)
    )
  `.execute(db);
  await sql`
    CREATE INDEX folder_history_parent_idx ON folder_history (parent_id)
    WHERE parent_id IS NOT NULL
  `.execute(db);
}
