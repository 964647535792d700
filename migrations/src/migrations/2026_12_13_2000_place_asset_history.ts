import { type Kysely, sql } from 'kysely';

// An asset's history also keeps where it went: its part of each move, copy and deletion, with
// the folder it was in after (`folder_id`), so a folder's changes between two moments find every
// asset that was ever in it (decision 0145). The rows before lack them: the history starts again
// from the log's first event.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE asset_history ADD COLUMN folder_id uuid`.execute(db);
  await sql`
    CREATE INDEX asset_history_folder_idx ON asset_history (folder_id)
    WHERE folder_id IS NOT NULL
  `.execute(db);
  await sql`TRUNCATE asset_history`.execute(db);
  await sql`DELETE FROM projection_checkpoint WHERE name = 'asset-history'`.execute(db);
}
